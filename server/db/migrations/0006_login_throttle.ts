/**
 * Login throttling by (username, address) and by address: failed attempts remember the
 * client address they came from, so a wrong password from one address never slows the right one
 * from another, and spraying many usernames from one address is slowed.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('login_attempts')
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(sql`''`))
    .execute();
  await db.schema.createIndex('login_attempts_address').on('login_attempts').columns(['address', 'failed_at']).execute();
  await db.schema.createIndex('login_attempts_user_address').on('login_attempts').columns(['username', 'address', 'failed_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('login_attempts_user_address').ifExists().execute();
  await db.schema.dropIndex('login_attempts_address').ifExists().execute();
  await db.schema.alterTable('login_attempts').dropColumn('address').execute();
}
