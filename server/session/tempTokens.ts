/** Temporary access tokens (SES-04, SES-08): issued by the token tools, checked by the server, expiring. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function findTempToken(db: Kysely<Database>, token: string) {
  return db.selectFrom('temp_tokens').selectAll().where('token', '=', token).executeTakeFirst();
}

/** The token row when it exists and has not expired. */
export async function findValidTempToken(db: Kysely<Database>, token: string) {
  return db.selectFrom('temp_tokens').selectAll().where('token', '=', token).where('expires_at', '>', new Date()).executeTakeFirst();
}
