/**
 * Which databases run statements at once: a PostgreSQL pool serves each statement on its own
 * connection; PGlite, one engine in this process, runs them one after the other whatever the pool.
 * `openDatabase` marks the first kind; a read that could start two independent statements starts
 * them together only there (a list's page and its capped count, server/modules/recordQueries.ts).
 */
const concurrent = new WeakSet<object>();

/** Marks `db` as running statements at once (a PostgreSQL pool). */
export function markConcurrentReads(db: object): void {
  concurrent.add(db);
}

/** True when `db` runs independent statements at once. */
export function readsAtOnce(db: object): boolean {
  return concurrent.has(db);
}
