/**
 * The mail port (decision 151): templates as rows (`mail_templates`, placeholders `{{name}}`), and
 * every message queued in `mail_outbox` before any transport sees it, so a failed SMTP server loses
 * nothing: a worker claims due rows (`FOR UPDATE SKIP LOCKED`, a lease in `claimed_until`) and
 * retries with backoff. The rendered body is sealed (it may carry an access link). And temporary
 * tokens are kept as their SHA-256 only (decision 152): `temp_tokens.token` becomes `token_hash`,
 * the tokens already stored hashed in place.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_templates')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    // Who asked for it: the user (kept when the user goes) and their name at the time.
    .addColumn('sender_id', 'bigint')
    .addColumn('sender_name', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pendiente')
        .check(sql`state in ('pendiente', 'enviado', 'fallido')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('transport', 'text')
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['state', 'next_attempt_at']).execute();
  await db.schema.createIndex('mail_outbox_created').on('mail_outbox').columns(['created_at']).execute();

  await db.schema.alterTable('temp_tokens').addColumn('token_hash', 'text').execute();
  await sql`update temp_tokens set token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex')`.execute(db);
  await db.schema.alterTable('temp_tokens').dropColumn('token').execute();
  await sql`alter table temp_tokens alter column token_hash set not null`.execute(db);
  await sql`alter table temp_tokens add primary key (token_hash)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // A hash cannot be turned back into its token: the temporary tokens go.
  await db.deleteFrom('temp_tokens' as never).execute();
  await db.schema.alterTable('temp_tokens').dropColumn('token_hash').execute();
  await db.schema
    .alterTable('temp_tokens')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .execute();
  await db.schema.dropTable('mail_outbox').ifExists().execute();
  await db.schema.dropTable('mail_templates').ifExists().execute();
}
