/**
 * One row of a link list (LNK-04, LNK-29): a child record held in an array of the parent record
 * (addresses, files, cards, fees, notes, contacts, linked records) with the flags that tell the
 * server what happened to it before saving. The flags belong to the engine, not to the module.
 */

/** The flag fields the engine keeps on a row until the list is committed. */
export const LINK_ROW_FLAGS = ['nuevo', 'editar', 'eliminar'] as const;

export type LinkRowFlag = (typeof LINK_ROW_FLAGS)[number];

/** A row: the item's own fields plus the engine's id and flags. */
export interface LinkRow {
  /** A saved row's id, or the temporary id of an unsaved one (LNK-31). */
  readonly id?: string | number;
  /** Added since the record was read (unsaved). */
  readonly nuevo?: boolean;
  /** A saved row changed since the record was read. */
  readonly editar?: boolean;
  /** A saved row marked for deletion on save (LNK-29); it can be un-marked (LNK-30). */
  readonly eliminar?: boolean;
  readonly principal?: boolean;
  readonly [field: string]: unknown;
}

/** True for a row added since the record was read (removing it deletes it at once). */
export const isUnsaved = (row: LinkRow): boolean => row.nuevo === true;

/** True for a row marked for deletion. */
export const isMarkedForDeletion = (row: LinkRow): boolean => row.eliminar === true;

/** True for a row that will still be there after saving. */
export const isLive = (row: LinkRow): boolean => !isMarkedForDeletion(row);

/** The rows of a value that should be a list (anything else reads as an empty list). */
export function rowsOf(value: unknown): LinkRow[] {
  return Array.isArray(value) ? value.filter((row): row is LinkRow => row !== null && typeof row === 'object' && !Array.isArray(row)) : [];
}
