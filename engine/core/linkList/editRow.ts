/**
 * Editing a row: the item form's values replace the row's fields (its id and flags stay), a saved
 * row is flagged `editar`, and a row made principal clears the principals it competes with (LNK-35).
 */
import { LINK_ROW_FLAGS, type LinkRow } from './linkRow';
import type { LinkListPolicy } from './linkListPolicy';
import { changedRow, clearCompetingPrincipals } from './makePrincipal';

/** The list with the row at `index` replaced by `item`'s fields. */
export function editRow(rows: readonly LinkRow[], index: number, item: Readonly<Record<string, unknown>>, policy: LinkListPolicy): LinkRow[] {
  const row = rows[index];
  if (!row) return [...rows];
  const fields: Record<string, unknown> = { ...item };
  for (const flag of [...LINK_ROW_FLAGS, 'id']) delete fields[flag];
  const next = [...rows];
  next[index] = changedRow(
    { ...(row.id === undefined ? {} : { id: row.id }), ...(row.nuevo ? { nuevo: true } : {}), ...(row.eliminar ? { eliminar: true } : {}) },
    fields,
  );
  return next[index].principal === true ? clearCompetingPrincipals(next, index, policy) : next;
}
