/**
 * `x-unique` on the server: each write claims the record's unique values in the
 * `unique_values` table inside its own transaction. The table's primary key (module, field, value)
 * is what makes two concurrent saves of the same value impossible: the second insert waits for the
 * first transaction and then finds the value taken. A taken value refuses the write (400, the field's
 * message, nothing written: the transaction rolls back).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { t } from '../../engine/core/messages';
import type { RegisteredModule, SchemaRegistry } from '../../engine/core/schemaRegistry';
import { uniqueClaim, uniqueClaimIn, uniqueFields, uniqueMessage, type UniqueSpec } from '../../engine/core/unique/uniqueFields';
import type { Database } from '../db/schema';
import { HttpError } from '../http/httpError';

/** The refusal of a duplicate in `field` of `module`. */
export function duplicateError(module: RegisteredModule, spec: UniqueSpec): HttpError {
  const { key, args } = uniqueMessage(module.name, spec, module.labels[spec.field] ?? spec.field);
  const mensaje = t(key, args);
  return new HttpError(400, 'validacion', mensaje, [{ path: spec.field, mensaje }]);
}

/**
 * Replaces the record's claimed values with those of `data`, inside the write's transaction;
 * throws `duplicateError` when another record holds one (the caller's transaction then rolls back).
 */
export async function claimUniqueValues(
  trx: Transaction<Database>,
  module: RegisteredModule,
  recordId: number,
  data: Readonly<Record<string, unknown>>,
): Promise<void> {
  const specs = uniqueFields(module.schema);
  if (!specs.length) return;
  await trx.deleteFrom('unique_values').where('module', '=', module.name).where('record_id', '=', recordId).execute();
  for (const spec of specs) {
    const value = uniqueClaim(spec, data);
    if (value === null) continue;
    if (!(await claimValue(trx, module.name, spec.field, value, recordId))) throw duplicateError(module, spec);
  }
}

/**
 * True when a record other than `excludeId` holds `value` in the unique field `spec` (the `existe`
 * check of a unique field); for a `per` field, among the records of `scope` (the asker's values of its fields).
 */
export async function uniqueValueTaken(
  db: Kysely<Database>,
  module: string,
  spec: UniqueSpec,
  value: string,
  excludeId?: number,
  scope?: Readonly<Record<string, unknown>>,
): Promise<boolean> {
  const key = uniqueClaimIn(spec, value, scope);
  if (key === null) return false;
  let q = db.selectFrom('unique_values').select('record_id').where('module', '=', module).where('field', '=', spec.field).where('value', '=', key);
  if (excludeId !== undefined) q = q.where('record_id', '!=', excludeId);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Claims the unique values of records stored before their field became unique (start-up, after the
 * migrations; idempotent). A value already held by an older record is left unclaimed and counted:
 * that record keeps saving only once one of the two changes.
 */
export async function backfillUniqueValues(db: Kysely<Database>, registry: SchemaRegistry): Promise<{ claimed: number; duplicates: number }> {
  let claimed = 0;
  let duplicates = 0;
  const unique = registry.list().flatMap((module) => uniqueFields(module.schema).map((spec) => ({ module, spec })));
  // One question for every unique field of every module first: a start after the first finds
  // nothing to claim with one statement, not one per field of each module.
  if (!unique.length || !(await anyUnclaimed(db, unique))) return { claimed, duplicates };
  for (const module of registry.list()) {
    for (const spec of uniqueFields(module.schema)) {
      const claimFields = claimedFields(spec);
      // Only the records holding a value and no claim for this field, a page at a time by id: a
      // start-up after the first reads nothing but duplicates left unclaimed, and a first start on a
      // million records claims them in pages of one statement each, not a million inserts.
      for (let after = 0; ;) {
        const rows = await db
          .selectFrom('records')
          .select(['id', claimFields.as('data')])
          .where('module', '=', module.name)
          .where('id', '>', after)
          .where(sql<boolean>`coalesce(data ->> ${spec.field}, '') <> ''`)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('unique_values')
                  .select('record_id')
                  .whereRef('unique_values.record_id', '=', 'records.id')
                  .where('unique_values.field', '=', spec.field),
              ),
            ),
          )
          .orderBy('id')
          .limit(BACKFILL_PAGE)
          .execute();
        if (!rows.length) break;
        after = rows[rows.length - 1].id;
        const claims = rows.flatMap((row) => {
          const value = uniqueClaim(spec, row.data);
          return value === null ? [] : [{ module: module.name, field: spec.field, value, record_id: row.id }];
        });
        if (!claims.length) continue;
        // In id order, so that of two records holding one value the older keeps it.
        const taken = await db
          .insertInto('unique_values')
          .values(claims)
          .onConflict((oc) => oc.columns(['module', 'field', 'value']).doNothing())
          .returning('record_id')
          .execute();
        claimed += taken.length;
        duplicates += claims.length - taken.length;
      }
    }
  }
  return { claimed, duplicates };
}

/** Whether any record holds a value of one of the `unique` fields without its claim (what the backfill looks for). */
async function anyUnclaimed(db: Kysely<Database>, unique: readonly { module: RegisteredModule; spec: UniqueSpec }[]): Promise<boolean> {
  const pairs = sql.join(unique.map(({ module, spec }) => sql`(${module.name}::text, ${spec.field}::text)`));
  const found = await sql<{ id: number }>`
    select r.id from (values ${pairs}) as u(module, field)
    join records r on r.module = u.module
    where coalesce(r.data ->> u.field, '') <> ''
      and not exists (select 1 from unique_values v where v.record_id = r.id and v.field = u.field)
    limit 1`.execute(db);
  return found.rows.length > 0;
}

/**
 * What a record's claim of `spec` reads of its data (the value, the `while` field, the `per` fields),
 * as one object built by the database: the backfill does not read whole records. A field the record
 * lacks comes as null, which the claim reads as it reads a missing one.
 */
function claimedFields(spec: UniqueSpec) {
  const fields = [...new Set([spec.field, ...(spec.while ? [spec.while.field] : []), ...(spec.per ?? [])])];
  return sql<Record<string, unknown>>`jsonb_build_object(${sql.join(fields.map((field) => sql`${field}::text, data -> ${field}`))})`;
}

/** Records read and claimed per statement by the backfill (4 parameters a claim, under PostgreSQL's 65,535). */
const BACKFILL_PAGE = 5_000;

/** Claims `value` of `field` for the record; false when another record already holds it. */
async function claimValue(db: Kysely<Database>, module: string, field: string, value: string, recordId: number): Promise<boolean> {
  const claimed = await db
    .insertInto('unique_values')
    .values({ module, field, value, record_id: recordId })
    .onConflict((oc) => oc.columns(['module', 'field', 'value']).doNothing())
    .returning('record_id')
    .executeTakeFirst();
  return claimed !== undefined;
}
