/**
 * The provider's view of our `users` table: account lookup for oidc-provider (`findAccount`) and
 * the username/password check of the login page. Inactive users and users without a password do
 * not exist as far as signing in is concerned.
 */
import type { Kysely } from 'kysely';
import type { Account } from 'oidc-provider';
import type { Database } from '../db/schema';
import { hashPassword, verifyPassword } from './passwords';
import { positiveIdOf } from '../../engine/core/positiveId';

/** Our user id as the OIDC subject (`sub`), and back; null for anything that is not one of ours. */
export const subjectOf = (userId: number): string => String(userId);
export function userIdOf(subject: unknown): number | null {
  const id = typeof subject === 'string' ? positiveIdOf(subject, 16) : undefined;
  return id !== undefined && Number.isSafeInteger(id) ? id : null;
}

/** The active user with that id, or undefined. */
export async function findActiveUser(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').select(['id', 'username', 'nombre']).where('id', '=', userId).where('vigente', '=', true).executeTakeFirst();
}

/** oidc-provider's `findAccount`: claims sub, name (nombre) and preferred_username (username). */
export function accountFinder(db: Kysely<Database>) {
  return async (_ctx: unknown, sub: string): Promise<Account | undefined> => {
    const userId = userIdOf(sub);
    const user = userId === null ? undefined : await findActiveUser(db, userId);
    if (!user) return undefined;
    return {
      accountId: sub,
      claims: () => ({ sub, name: user.nombre, preferred_username: user.username }),
    };
  };
}

// Compared against when the username is unknown, so the answer takes as long as for a known user
// and response times do not reveal which usernames exist.
let decoyHash: Promise<string> | undefined;

/** The user id when the username and password match an active user with a password; else null. */
export async function checkCredentials(db: Kysely<Database>, username: string, password: string): Promise<number | null> {
  const user = await db.selectFrom('users').select(['id', 'password_hash', 'vigente']).where('username', '=', username).executeTakeFirst();
  if (!user || !user.password_hash) {
    decoyHash ??= hashPassword('contraseña de relleno');
    await verifyPassword(password, await decoyHash);
    return null;
  }
  const matches = await verifyPassword(password, user.password_hash);
  return matches && user.vigente ? user.id : null;
}
