/**
 * Bulk imports (decision 153): a dry run's judged rows are kept server-side (`import_jobs`, one row
 * per uploaded file; `import_rows`, one row per data row of it) so that the browser pages through a
 * file of 100,000 rows and the import reads the rows the admin saw, not a second upload. And the
 * records of one module owned by one account are found by an index (0001's `records_owner`; 0018 drops the copy made here), which
 * is how an import loads the account's existing records it matches rows against (ADM-52).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('import_jobs')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('account', 'bigint', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('revisado')
        .check(sql`state in ('revisado', 'importado')`),
    )
    .addColumn('totals', 'jsonb', (c) => c.notNull())
    .addColumn('imported', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('imported_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('import_jobs_user').on('import_jobs').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createTable('import_rows')
    .addColumn('job_id', 'uuid', (c) => c.notNull().references('import_jobs.id').onDelete('cascade'))
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('nuevo', 'existente', 'invalido')`))
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('detail', 'jsonb')
    .addPrimaryKeyConstraint('import_rows_pk', ['job_id', 'n'])
    .execute();
  await db.schema.createIndex('import_rows_state').on('import_rows').columns(['job_id', 'state', 'n']).execute();
  await sql`create index records_module_owner on records (module, owner_account) where owner_account is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists records_module_owner`.execute(db);
  await db.schema.dropTable('import_rows').ifExists().execute();
  await db.schema.dropTable('import_jobs').ifExists().execute();
}
