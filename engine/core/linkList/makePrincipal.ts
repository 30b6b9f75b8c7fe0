/**
 * Making a row principal (LNK-35, LNK-41): the row becomes principal and every other live row
 * that competes with it (any row under `principal`, rows of the same type under
 * `principalPerType`) stops being principal. Saved rows that change are flagged `editar`.
 */
import { isLive, isUnsaved, type LinkRow } from './linkRow';
import type { LinkListPolicy } from './linkListPolicy';

/** A row with `changes` applied, flagged `editar` when it is a saved row. */
export function changedRow(row: LinkRow, changes: Readonly<Record<string, unknown>>): LinkRow {
  return isUnsaved(row) ? { ...row, ...changes } : { ...row, ...changes, editar: true };
}

/** True when `other` and `row` cannot both be principal under `policy`. */
export function competes(policy: LinkListPolicy, row: LinkRow, other: LinkRow): boolean {
  if (policy.principal) return true;
  if (policy.principalPerType) return other[policy.principalPerType] === row[policy.principalPerType];
  return false;
}

/** Clears the principal of every live row that competes with the row at `index` (which is kept). */
export function clearCompetingPrincipals(rows: readonly LinkRow[], index: number, policy: LinkListPolicy): LinkRow[] {
  const row = rows[index];
  return rows.map((other, i) =>
    i !== index && isLive(other) && other.principal === true && competes(policy, row, other) ? changedRow(other, { principal: false }) : other,
  );
}

/** The list with the row at `index` principal; a row marked for deletion cannot be made principal. */
export function makePrincipal(rows: readonly LinkRow[], index: number, policy: LinkListPolicy): LinkRow[] {
  const row = rows[index];
  if (!row || !isLive(row)) return [...rows];
  const next = clearCompetingPrincipals(rows, index, policy);
  if (row.principal !== true) next[index] = changedRow(row, { principal: true });
  return next;
}
