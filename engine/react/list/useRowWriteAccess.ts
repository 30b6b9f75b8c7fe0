/**
 * Whether the user may change a field of a list row (a switch, annul): the module's write guard
 * evaluated on that row (its record clauses, `teamOf` and `userIs`, decide per row) and the
 * field's own `x-access.write`. The same core functions the server runs before it writes.
 */
import { useMemo } from 'react';
import { fieldAccess } from '../../core/form/fieldAccess';
import { canAccess, type Guard } from '../../core/permissions';
import { guardRecordOf, type ModuleRecord } from '../data/types';
import { useSession } from '../session/SessionProvider';

type Properties = Readonly<Record<string, { readonly [keyword: string]: unknown }>>;

/** `(row, field) => boolean` for the signed-in principal. */
export function useRowWriteAccess(guard: Guard | undefined, properties: Properties): (row: ModuleRecord, field: string) => boolean {
  const { principal } = useSession();
  const unwritable = useMemo(() => fieldAccess({ properties }, principal).unwritable, [properties, principal]);
  return (row, field) => !unwritable.has(field) && canAccess(principal, guard, guardRecordOf(row));
}
