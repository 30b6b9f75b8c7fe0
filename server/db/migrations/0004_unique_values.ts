/**
 * `x-unique`: one row per unique value of a record, keyed by module, field and
 * the value as uniqueness compares it (engine/core/unique/uniqueFields.ts `uniqueKey`). The primary
 * key is the constraint that decides between two concurrent saves of the same value: each save
 * writes its row in the record's own transaction, and the second one finds it taken. Existing
 * records are backfilled at start-up (server/modules/uniqueValues.ts `backfillUniqueValues`), since
 * which fields are unique is declared by the schemas, not by the database.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('unique_values')
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('record_id', 'bigint', (c) => c.notNull().references('records.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('unique_values_pk', ['module', 'field', 'value'])
    .execute();
  await db.schema.createIndex('unique_values_record').on('unique_values').column('record_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('unique_values').ifExists().execute();
}
