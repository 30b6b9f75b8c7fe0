/**
 * Reveals of encrypted fields (x-encrypted; card data views, CRD-09, CRD-10): who saw which
 * record's field and when, for the card-view report (ADM-48). An audit trail: rows stay when the
 * record or the user goes (no foreign keys), and the user's name is copied at the time.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('field_reveals')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('record_id', 'bigint', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('revealed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('field_reveals_module_time').on('field_reveals').columns(['module', 'revealed_at']).execute();
  await db.schema.createIndex('field_reveals_record').on('field_reveals').columns(['module', 'record_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('field_reveals').ifExists().execute();
}
