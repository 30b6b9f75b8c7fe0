/**
 * The change history of a user (migration 0015's `user_history`): who, when and the field diff, as
 * `record_history` keeps a record's, so the users' screen shows it with the records' history panel.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database, UserHistoryTable } from '../db/schema';

export interface UserChange {
  readonly campo: string;
  readonly antes: unknown;
  readonly despues: unknown;
}

/** Who made a change: a user (id and name), or null for the system. */
export interface UserChangeAuthor {
  readonly id: number | null;
  readonly name: string;
}

/** Appends one entry to a user's history (in the caller's transaction). */
export async function appendUserHistory(
  db: Kysely<Database> | Transaction<Database>,
  entry: {
    readonly userId: number;
    readonly version: number;
    readonly action: UserHistoryTable['action'];
    readonly changes: readonly UserChange[];
    readonly by: UserChangeAuthor;
  },
): Promise<void> {
  await db
    .insertInto('user_history')
    .values({
      user_id: entry.userId,
      version: entry.version,
      action: entry.action,
      changes: JSON.stringify(entry.changes),
      changed_by: entry.by.id,
      changed_by_name: entry.by.name,
    })
    .execute();
}
