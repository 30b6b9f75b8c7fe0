/**
 * Removing and restoring rows (LNK-29, LNK-30): an unsaved row is deleted at once; a saved row
 * is marked `eliminar` and stays listed until the record is saved, so it can be un-marked.
 */
import { isLive, isUnsaved, type LinkRow } from './linkRow';
import type { LinkListPolicy } from './linkListPolicy';
import { competes } from './makePrincipal';

/** The list without the row at `index` (unsaved) or with it marked for deletion (saved). */
export function removeRow(rows: readonly LinkRow[], index: number): LinkRow[] {
  const row = rows[index];
  if (!row) return [...rows];
  if (isUnsaved(row)) return rows.filter((_, i) => i !== index);
  const next = [...rows];
  next[index] = { ...row, eliminar: true };
  return next;
}

/**
 * The list with the row at `index` un-marked. If another live row took over as principal in the
 * meantime, the restored row comes back as not principal (flagged `editar`), so that the list
 * never holds two competing principals.
 */
export function restoreRow(rows: readonly LinkRow[], index: number, policy: LinkListPolicy): LinkRow[] {
  const row = rows[index];
  if (!row || isLive(row)) return [...rows];
  const { eliminar: _eliminar, ...restored } = row;
  const taken = row.principal === true && rows.some((other, i) => i !== index && isLive(other) && other.principal === true && competes(policy, row, other));
  const next = [...rows];
  next[index] = taken ? { ...restored, principal: false, editar: true } : restored;
  return next;
}
