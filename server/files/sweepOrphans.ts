/**
 * The orphan sweep: removes what a crash during an upload can leave in the storage —
 * staged `*.part` files, and stored files whose row never committed — once they are older than
 * `olderThanMs` (one hour by default), so an upload still in progress is never touched. Runs at
 * start-up and then periodically (fileRoutes); safe from any process at any time.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { STORAGE_KEY, type FileStorage } from './fileStorage';

export const ORPHAN_AGE_MS = 60 * 60 * 1000;

export interface SweepResult {
  readonly staged: number;
  readonly unlinked: number;
}

/** Removes old staged files and old stored files with no row; returns how many of each went. */
export async function sweepOrphans(db: Kysely<Database>, storage: FileStorage, olderThanMs = ORPHAN_AGE_MS, now = Date.now()): Promise<SweepResult> {
  let staged = 0;
  let unlinked = 0;
  for await (const entry of storage.list()) {
    if (now - entry.modifiedAt < olderThanMs) continue;
    if (entry.staged) {
      await storage.remove(entry);
      staged++;
      continue;
    }
    const slash = entry.key.lastIndexOf('/');
    if (!STORAGE_KEY.test(entry.key) || slash < 0) continue; // not ours: leave it alone
    const [carpeta, storedName] = [entry.key.slice(0, slash), entry.key.slice(slash + 1)];
    const row = await db.selectFrom('files').select('id').where('stored_name', '=', storedName).where('carpeta', '=', carpeta).executeTakeFirst();
    if (!row) {
      await storage.remove(entry);
      unlinked++;
    }
  }
  return { staged, unlinked };
}
