/**
 * Adding rows from a search-and-link dialog (LNK-07, LNK-27): each picked record becomes a new
 * row that keeps the record's id (it is a link, not a copy), with the values the columns read;
 * a record already listed is skipped. The principal policy applies as for any new row.
 */
import { addRow } from './addRow';
import type { LinkRow } from './linkRow';
import { columnReads, type LinkListPolicy } from './linkListPolicy';

/** A record picked in the search-and-link dialog. */
export interface PickedRecord {
  readonly id: number;
  readonly datos: Readonly<Record<string, unknown>>;
}

/** The list with a row per picked record not yet listed. */
export function linkRecords(rows: readonly LinkRow[], records: readonly PickedRecord[], policy: LinkListPolicy): LinkRow[] {
  let next = [...rows];
  for (const record of records) {
    if (next.some((row) => row.id === record.id)) continue;
    const shown = policy.columns?.flatMap(columnReads);
    const fields = shown ? Object.fromEntries(shown.filter((c) => c in record.datos).map((c) => [c, record.datos[c]])) : { ...record.datos };
    next = addRow(next, fields, policy);
    const added = next.length - 1;
    next[added] = { ...next[added], id: record.id };
  }
  return next;
}
