/**
 * What a temporary `?token=` access is for (TOK-03, TOK-06, COP-OP02): the account and, for a
 * passenger-loading token of one trip, the opportunity (record ids). A token-mode session reaches
 * only those records (the module's `recordScope.token`, engine/core/recordScope.ts).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('temp_tokens').addColumn('cuenta', 'bigint').execute();
  await db.schema.alterTable('temp_tokens').addColumn('oportunidad', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('temp_tokens').dropColumn('oportunidad').execute();
  await db.schema.alterTable('temp_tokens').dropColumn('cuenta').execute();
}
