/**
 * Uploaded files (WID-01…06): one row per stored file with who uploaded it, its checked type and
 * digest, and the record it is attached to (`module`, `record_id`), which decides who may download it.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('files')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('prefijo', 'text', (c) => c.notNull())
    .addColumn('carpeta', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('module', 'text')
    .addColumn('record_id', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('files_record').on('files').columns(['module', 'record_id']).execute();
  await db.schema.createIndex('files_uploaded_by').on('files').column('uploaded_by').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('files').ifExists().execute();
}
