/**
 * The users' administration (decision 154): a user may be made to change their password at the next
 * sign-in (`must_change_password`, set by an admin's create or reset), a user row carries the
 * version an edit was read at (stale → 409, as records do), and every change of a user is kept in
 * `user_history` (who, when, field diff: the shape of `record_history`, whose rows point at
 * `records` and so cannot hold a user's).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('user_history')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('changes', 'jsonb', (c) => c.notNull())
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('changed_by', 'bigint')
    .addColumn('changed_by_name', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('user_history_user').on('user_history').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_history').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('version').execute();
  await db.schema.alterTable('users').dropColumn('must_change_password').execute();
}
