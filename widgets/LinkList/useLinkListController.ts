/**
 * Headless controller of a link list (LNK-29…31, 35…37, 41): the rows, which dialog is open and
 * the user's actions, each a pure operation of engine/core/linkList. Add opens the item form with
 * the new row's defaults (principal when first, type legal while none), or the search-and-link
 * dialog when the list declares `search`. With a `pageSize` it keeps the table's page: a row added
 * shows on the page where it lands (the last), and a page emptied by a deletion falls back.
 */
import { useState } from 'react';
import { addRow } from '../../engine/core/linkList/addRow';
import { editRow } from '../../engine/core/linkList/editRow';
import { linkRecords, type PickedRecord } from '../../engine/core/linkList/linkRecords';
import { isLive, LINK_ROW_FLAGS, type LinkRow } from '../../engine/core/linkList/linkRow';
import { linkListPage, pageOfRow } from '../../engine/core/linkList/linkListPage';
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
  const [requestedPage, setPage] = useState(0);
  const paging = linkListPage(rows.length, policy.pageSize, requestedPage);
  /** Shows the last row of `next` (a row just added goes at the end). */
  const showLast = (next: readonly LinkRow[]) => setPage(pageOfRow(next.length - 1, policy.pageSize));
  return {
    rows,
    editing,
    searching,
    /** The table's page (clamped to the pages there are) and the rows on it. */
    paging,
    goToPage: setPage,
    /** Ids of the live rows (a search dialog rejects them as already linked). */
    linkedIds: rows.filter(isLive).flatMap((row) => (row.id === undefined ? [] : [row.id])),
    openAdd: () => (policy.search ? setSearching(true) : setEditing({ index: null, values: newRowDefaults(rows, policy) })),
    openEdit: (index: number) => setEditing({ index, values: itemValues(rows[index]) }),
    /** Aceptar in the item form. */
    accept: (values: Record<string, unknown>) => {
      if (!editing) return;
      const next = editing.index === null ? addRow(rows, values, policy, random) : editRow(rows, editing.index, values, policy);
      onChange(next);
      if (editing.index === null) showLast(next);
      setEditing(null);
    },
    cancel: () => setEditing(null),
    link: (records: readonly PickedRecord[]) => {
      const next = linkRecords(rows, records, policy);
      onChange(next);
      if (next.length > rows.length) showLast(next);
      setSearching(false);
    },
    closeSearch: () => setSearching(false),
    remove: (index: number) => {
      const next = removeRow(rows, index);
      onChange(next);
      // An unsaved row goes at once: stay on a page that still has rows.
      setPage(linkListPage(next.length, policy.pageSize, paging.page).page);
    },
    restore: (index: number) => onChange(restoreRow(rows, index, policy)),
    makePrincipal: (index: number) => onChange(makePrincipal(rows, index, policy)),
  };
}
