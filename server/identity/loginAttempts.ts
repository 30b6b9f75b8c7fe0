/**
 * The login brakes over the `login_attempts` table (schedule in loginThrottle.ts): failures are
 * recorded with the username and the client address, and a login waits as long as the stricter
 * of its (username, address) and address brakes says. Counted per username, known or not, so the
 * brake does not reveal which usernames exist; in the database, so it holds across server
 * processes. Times are the database's (`now()`), the one clock all processes share.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ADDRESS_BRAKE, PAIR_BRAKE, remainingWait, WINDOW_SECONDS } from './loginThrottle';

const windowStart = sql<Date>`now() - make_interval(secs => ${WINDOW_SECONDS})`;

async function failuresSince(db: Kysely<Database>, where: { username?: string; address: string }) {
  let query = db
    .selectFrom('login_attempts')
    .select([(eb) => eb.fn.countAll<number>().as('failures'), sql<number | null>`extract(epoch from now() - max(failed_at))`.as('since')])
    .where('address', '=', where.address)
    .where('failed_at', '>', windowStart);
  if (where.username !== undefined) query = query.where('username', '=', where.username);
  const row = await query.executeTakeFirst();
  return { failures: Number(row?.failures ?? 0), since: Number(row?.since ?? 0) };
}

/** Seconds this username must still wait at this address before its password is checked (0: none). */
export async function loginWait(db: Kysely<Database>, username: string, address: string): Promise<number> {
  const [pair, all] = await Promise.all([failuresSince(db, { username, address }), failuresSince(db, { address })]);
  return Math.max(remainingWait(pair.failures, pair.since, PAIR_BRAKE), remainingWait(all.failures, all.since, ADDRESS_BRAKE));
}

/** Records one failed attempt (and forgets this address's attempts older than the window). */
export async function recordFailure(db: Kysely<Database>, username: string, address: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('address', '=', address).where('failed_at', '<=', windowStart).execute();
  await db
    .insertInto('login_attempts')
    .values({ username, address, failed_at: sql<Date>`now()` })
    .execute();
}

/**
 * Forgets the failures of a username at this address after a successful login. The address's
 * failures on other usernames stay: signing in to one's own account does not reset a spray.
 */
export async function clearFailures(db: Kysely<Database>, username: string, address: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('username', '=', username).where('address', '=', address).execute();
}
