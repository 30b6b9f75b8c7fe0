/**
 * Reads of module records: one record by id (in the caller's scope), existence and combination
 * checks, history. The list's page and its filters live in listRecords.ts and listFilterQuery.ts,
 * re-exported here for the callers that read records.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { systemFields } from '../../engine/core/systemFields';
import { toRecordDto, type RecordDto, type RecordRow } from './recordDto';
import type { RecordScope } from '../../engine/core/recordScope';
import type { MatchValue } from '../../engine/core/validators';
import { whereInScope } from './scopeQuery';
import { redactSealed } from '../crypto/fieldCipher';
import { withNames } from './listRecords';

export { applyFilters } from './listFilterQuery';
export { iterateRecords, listRecords, type ListRequest, type ListResult } from './listRecords';

/** One record by id; outside the user's `scope` it reads as missing (a scoped user cannot tell it exists). */
export async function getRecord(db: Kysely<Database>, module: string, id: number, scope?: RecordScope): Promise<RecordDto | null> {
  const row = await whereInScope(withNames(db).where('records.module', '=', module).where('records.id', '=', id), scope).executeTakeFirst();
  return row ? toRecordDto(row as RecordRow) : null;
}

/** True when another record of the module has this value in `field` (case and accent insensitive). */
export async function valueExists(db: Kysely<Database>, module: string, field: string, value: string, excludeId?: number): Promise<boolean> {
  let q = db
    .selectFrom('records')
    .select('records.id')
    .where('records.module', '=', module)
    .where(sql`lower(records.data->>${field})`, '=', value.trim().toLowerCase());
  if (excludeId !== undefined) q = q.where('records.id', '!=', excludeId);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * True when a vigente record of `module` other than `excludeId`, in `scope`, holds every value of
 * `values` and not every value of `unless` (the `existsMatching` port): JSONB containment, so a
 * number matches a number and a code its text.
 */
export async function recordMatches(
  db: Kysely<Database>,
  module: string,
  values: Readonly<Record<string, MatchValue>>,
  options: { excludeId?: number; unless?: Readonly<Record<string, MatchValue>>; scope?: RecordScope } = {},
): Promise<boolean> {
  let q = db
    .selectFrom('records')
    .select('records.id')
    .where('records.module', '=', module)
    .where('records.vigente', '=', true)
    .where(sql<boolean>`records.data @> ${JSON.stringify(values)}::jsonb`);
  if (options.unless && Object.keys(options.unless).length) q = q.where(sql<boolean>`not (records.data @> ${JSON.stringify(options.unless)}::jsonb)`);
  if (options.excludeId !== undefined) q = q.where('records.id', '!=', options.excludeId);
  return (await whereInScope(q, options.scope).limit(1).executeTakeFirst()) !== undefined;
}

// Encrypted fields' values in a change are sealed in the table and redacted in the answer (x-encrypted).
export type HistoryEntry = {
  readonly version: number;
  readonly accion: 'alta' | 'modificacion' | 'vigencia';
  readonly fecha: string;
  readonly usuario: string;
  readonly cambios: Array<{ campo: string; etiqueta: string; antes: unknown; despues: unknown }>;
};

export async function recordHistory(db: Kysely<Database>, module: string, id: number, labels: Readonly<Record<string, string>>): Promise<HistoryEntry[]> {
  const rows = await db
    .selectFrom('record_history')
    .selectAll()
    .where('module', '=', module)
    .where('record_id', '=', id)
    .orderBy('version', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const systemLabels: Record<string, string> = { vigente: 'Vigente' };
  return rows.map((row) => ({
    version: row.version,
    accion: row.action,
    fecha: new Date(row.changed_at).toISOString(),
    usuario: row.changed_by_name,
    cambios: redactSealed(row.changes).map((c) => ({ ...c, etiqueta: labels[c.campo] ?? systemLabels[c.campo] ?? c.campo })),
  }));
}

export { systemFields };
