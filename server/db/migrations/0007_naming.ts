/**
 * Naming and dead tables ("Consolidate"): `record_links` was created by 0001 and never read
 * or written (link lists are rows in the record's JSONB, decision 35), so it goes; `users.active`
 * becomes `users.vigente`, the name every other table (records, lookups, permissions) gives the
 * same flag (data is named in Spanish, code in English: docs/decisions.md).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('record_links').ifExists().execute();
  await db.schema.alterTable('users').renameColumn('active', 'vigente').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').renameColumn('vigente', 'active').execute();
  await db.schema
    .createTable('record_links')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('from_id', 'bigint', (c) => c.notNull().references('records.id').onDelete('cascade'))
    .addColumn('to_id', 'bigint', (c) => c.notNull().references('records.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema.createIndex('record_links_from').on('record_links').columns(['from_id', 'kind']).execute();
}
