/**
 * The record scope (engine/core/recordScope.ts) as a condition of the query itself: a scoped user's
 * list, export, read and write only ever reach rows owned by their account, and an empty scope
 * matches no row. Nothing is filtered after the database answered.
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { RecordScope } from '../../engine/core/recordScope';
import type { Database } from '../db/schema';

export function whereInScope<O>(query: SelectQueryBuilder<Database, 'records', O>, scope: RecordScope | undefined): SelectQueryBuilder<Database, 'records', O> {
  if (!scope || scope.kind === 'all') return query;
  if (scope.kind === 'none') return query.where(sql<boolean>`false`);
  let scoped = query.where('records.owner_account', '=', scope.account);
  // A token's opportunity (COP-OP02): the record field must hold it.
  if (scope.kind === 'token')
    for (const [field, id] of Object.entries(scope.match)) scoped = scoped.where(sql<boolean>`records.data ->> ${field} = ${String(id)}`);
  return scoped;
}
