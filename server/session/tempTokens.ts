/**
 * Temporary access tokens (SES-04, SES-08): issued by the token tools, checked by the server,
 * expiring. Only a token's SHA-256 is stored (decision 152): a copy of the table opens nothing; the
 * token itself exists in the link that was mailed and nowhere else.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database, TempTokensTable } from '../db/schema';

/** The stored form of a token: its SHA-256 in hex. */
export function tempTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new token: 32 random bytes, base64url (43 characters the token check's pattern accepts). */
export function newTempToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The row to insert for `token` (hashed) with the rest of its columns. */
export function tempTokenRow(token: string, row: Omit<Insertable<TempTokensTable>, 'token_hash'>): Insertable<TempTokensTable> {
  return { ...row, token_hash: tempTokenHash(token) };
}

export async function findTempToken(db: Kysely<Database>, token: string) {
  return db.selectFrom('temp_tokens').selectAll().where('token_hash', '=', tempTokenHash(token)).executeTakeFirst();
}

/** The token row when it exists and has not expired. */
export async function findValidTempToken(db: Kysely<Database>, token: string) {
  return db.selectFrom('temp_tokens').selectAll().where('token_hash', '=', tempTokenHash(token)).where('expires_at', '>', new Date()).executeTakeFirst();
}
