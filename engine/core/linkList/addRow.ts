/**
 * Adding a row (LNK-29, LNK-31, LNK-36): the item gets a temporary id and the `nuevo` flag; the
 * first principal row of the list is principal by itself, and a principal item clears the
 * principals it competes with.
 */
import { LINK_ROW_FLAGS, type LinkRow } from './linkRow';
import type { LinkListPolicy } from './linkListPolicy';
import { clearCompetingPrincipals } from './makePrincipal';
import { newRowDefaults } from './newRowDefaults';
import { temporaryId, type RandomSource } from './temporaryId';

/** The list with `item` appended as a new row. */
export function addRow(rows: readonly LinkRow[], item: Readonly<Record<string, unknown>>, policy: LinkListPolicy, random?: RandomSource): LinkRow[] {
  const fields: Record<string, unknown> = { ...item };
  for (const flag of LINK_ROW_FLAGS) delete fields[flag];
  const automaticPrincipal = newRowDefaults(rows, policy).principal === true && fields.principal === undefined;
  const row: LinkRow = {
    ...fields,
    ...(automaticPrincipal ? { principal: true } : {}),
    id: temporaryId(random, new Set(rows.map((r) => r.id))),
    nuevo: true,
  };
  const next = [...rows, row];
  return row.principal === true ? clearCompetingPrincipals(next, next.length - 1, policy) : next;
}
