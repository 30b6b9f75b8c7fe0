/**
 * Headless controller of a link list (LNK-29…31, 35…37, 41): the rows, which dialog is open and
 * the user's actions, each a pure operation of engine/core/linkList. Add opens the item form with
 * the new row's defaults (principal when first, type legal while none), or the search-and-link
 * dialog when the list declares `search`.
 */
import { useState } from 'react';
import { addRow } from '../../engine/core/linkList/addRow';
import { editRow } from '../../engine/core/linkList/editRow';
import { linkRecords, type PickedRecord } from '../../engine/core/linkList/linkRecords';
import { isLive, LINK_ROW_FLAGS, type LinkRow } from '../../engine/core/linkList/linkRow';
import type { LinkListPolicy } from '../../engine/core/linkList/linkListPolicy';
import { makePrincipal } from '../../engine/core/linkList/makePrincipal';
import { newRowDefaults } from '../../engine/core/linkList/newRowDefaults';
import { removeRow, restoreRow } from '../../engine/core/linkList/removeRow';
import type { RandomSource } from '../../engine/core/linkList/temporaryId';

export interface LinkListControllerOptions {
  readonly rows: readonly LinkRow[];
  readonly policy: LinkListPolicy;
  readonly onChange: (rows: LinkRow[]) => void;
  /** Random source of temporary ids (tests). */
  readonly random?: RandomSource;
}

/** The item form's state: a new row (`index` null) or the row at `index`, with its starting values. */
export interface ItemEditing {
  readonly index: number | null;
  readonly values: Record<string, unknown>;
}

/** The row's own fields, without the engine's id and flags (what the item form shows). */
function itemValues(row: LinkRow): Record<string, unknown> {
  const values: Record<string, unknown> = { ...row };
  for (const key of [...LINK_ROW_FLAGS, 'id']) delete values[key];
  return values;
}

export function useLinkListController({ rows, policy, onChange, random }: LinkListControllerOptions) {
  const [editing, setEditing] = useState<ItemEditing | null>(null);
  const [searching, setSearching] = useState(false);
  return {
    rows,
    editing,
    searching,
    /** Ids of the live rows (a search dialog rejects them as already linked). */
    linkedIds: rows.filter(isLive).flatMap((row) => (row.id === undefined ? [] : [row.id])),
    openAdd: () => (policy.search ? setSearching(true) : setEditing({ index: null, values: newRowDefaults(rows, policy) })),
    openEdit: (index: number) => setEditing({ index, values: itemValues(rows[index]) }),
    /** Aceptar in the item form. */
    accept: (values: Record<string, unknown>) => {
      if (!editing) return;
      onChange(editing.index === null ? addRow(rows, values, policy, random) : editRow(rows, editing.index, values, policy));
      setEditing(null);
    },
    cancel: () => setEditing(null),
    link: (records: readonly PickedRecord[]) => {
      onChange(linkRecords(rows, records, policy));
      setSearching(false);
    },
    closeSearch: () => setSearching(false),
    remove: (index: number) => onChange(removeRow(rows, index)),
    restore: (index: number) => onChange(restoreRow(rows, index, policy)),
    makePrincipal: (index: number) => onChange(makePrincipal(rows, index, policy)),
  };
}
