/**
 * Identity: the server's own secrets (cookie signing keys, token signing key), stored in the
 * database so that every process on one database signs and checks with the same keys, and nothing
 * secret lives in the repository. Also an index to sweep expired provider rows.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('oidc_payloads_expires').on('oidc_payloads').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('oidc_payloads_expires').ifExists().execute();
  await db.schema.dropTable('server_keys').ifExists().execute();
}
