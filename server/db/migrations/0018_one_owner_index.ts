/**
 * One index of a module's records by owning account: 0014 added `records_module_owner` (module,
 * owner_account, partial) beside 0001's `records_owner` on the same columns, so every write of a
 * record kept two identical b-trees up to date. The partial one goes; `records_owner` answers the
 * same look-ups (an import's read of an account's contacts, record scope in lists).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists records_module_owner`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists records_module_owner on records (module, owner_account) where owner_account is not null`.execute(db);
}
