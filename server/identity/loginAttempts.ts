/**
 * Brute-force brake for the login page over the `login_attempts` table: after MAX_FAILURES failed
 * attempts for one username within WINDOW_SECONDS, further attempts are refused (right password or
 * not) until the window moves on. Counted per username, known or not, so the brake does not reveal
 * which usernames exist; in the database, so it holds across server processes. Times are the
 * database's (`now()`), the one clock all processes share.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export const MAX_FAILURES = 5;
export const WINDOW_SECONDS = 60;

const windowStart = sql<Date>`now() - make_interval(secs => ${WINDOW_SECONDS})`;

/** True when the username already has MAX_FAILURES failures inside the window. */
export async function isLockedOut(db: Kysely<Database>, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll<number>().as('failures'))
    .where('username', '=', username)
    .where('failed_at', '>', windowStart)
    .executeTakeFirst();
  return Number(row?.failures ?? 0) >= MAX_FAILURES;
}

/** Records one failed attempt (and forgets this username's attempts older than the window). */
export async function recordFailure(db: Kysely<Database>, username: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('username', '=', username).where('failed_at', '<=', windowStart).execute();
  await db.insertInto('login_attempts').values({ username, failed_at: sql<Date>`now()` }).execute();
}

/** Forgets the failures of a username after a successful login. */
export async function clearFailures(db: Kysely<Database>, username: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('username', '=', username).execute();
}
