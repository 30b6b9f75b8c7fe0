/**
 * The access-change notifier: tells this process's caches that who may do what has changed
 * (docs/decisions.md, "The verified token and principal cached per process"). Its source is the
 * database itself: triggers on every table that grants or revokes access (migration
 * 0010_access_notify) notify the `access_changed` channel at commit, whoever wrote, and every
 * process listens there. PGlite (one process) hears its own notifications before the writing
 * statement returns; PostgreSQL delivers them to a dedicated listening connection a moment after
 * the commit, so a write this process makes is also announced at once as "uncommitted" (the Kysely
 * plugin of server/db/accessWrites.ts), which keeps the cache out of the way until the commit's
 * notification has surely arrived.
 */
import pg from 'pg';
import { positiveIdOf } from '../../engine/core/positiveId';

/** The channel the triggers notify and the servers listen on. */
export const ACCESS_CHANNEL = 'access_changed';

/** A change of access: whose (null: anyone's, or not known). */
export interface AccessChange {
  readonly userId: number | null;
  /** Written by this process and not yet committed: its notification comes at commit. */
  readonly uncommitted?: boolean;
}

export type AccessChangeListener = (change: AccessChange) => void;

export interface AccessChangeFeed {
  /** True while every change is heard; while false nothing may be answered from a cache. */
  readonly live: boolean;
  /**
   * Calls `listener` for every change, and with `{ userId: null }` whenever hearing stops or
   * resumes (changes may have been missed). Starts listening at the first subscription; resolves
   * once listening (or once the first attempt failed: the feed is then not live and retries).
   * Returns the unsubscribe function.
   */
  subscribe(listener: AccessChangeListener): Promise<() => void>;
  /** A write of this process that changes access, not yet committed (server/db/accessWrites.ts). */
  uncommittedWrite(): void;
  /** Stops listening. */
  close(): Promise<void>;
}

/** The user of a notification's payload; null (anyone) for an empty or unexpected payload. */
export function userOfPayload(payload: string | undefined): number | null {
  const id = positiveIdOf(payload, 16);
  return id !== undefined && Number.isSafeInteger(id) ? id : null;
}

/** The listener set shared by both kinds of feed. */
function listenerSet() {
  const listeners = new Set<AccessChangeListener>();
  return {
    add(listener: AccessChangeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(change: AccessChange): void {
      for (const listener of listeners) listener(change);
    },
    get size() {
      return listeners.size;
    },
  };
}

/** The minimal PGlite surface the feed uses (`PGlite.listen`). */
export interface PgliteListener {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/** PGlite: one process, one session; a notification reaches the listener before the writing statement returns. */
export function pgliteAccessFeed(pglite: PgliteListener): AccessChangeFeed {
  const listeners = listenerSet();
  let starting: Promise<void> | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let live = false;
  return {
    get live() {
      return live;
    },
    async subscribe(listener) {
      const remove = listeners.add(listener);
      starting ??= pglite
        .listen(ACCESS_CHANNEL, (payload) => listeners.emit({ userId: userOfPayload(payload) }))
        .then((stop) => {
          unlisten = stop;
          live = true;
        });
      await starting;
      return remove;
    },
    uncommittedWrite() {
      // Never needed: PGlite's own notification arrives before the write returns.
    },
    async close() {
      live = false;
      await starting?.catch(() => undefined);
      await unlisten?.().catch(() => undefined);
      unlisten = undefined;
    },
  };
}

/** First and longest wait before listening again after the connection was lost. */
const RETRY_MS = { first: 250, max: 10_000 } as const;

/**
 * PostgreSQL: a dedicated connection LISTENs on the channel. When it is lost the feed is not live
 * (the caches step aside and are emptied) until a new connection listens again.
 */
export function postgresAccessFeed(connectionString: string, onProblem: (error: Error) => void = () => {}): AccessChangeFeed {
  const listeners = listenerSet();
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs: number = RETRY_MS.first;
  let starting: Promise<void> | undefined;

  const lost = (which: pg.Client, error?: Error) => {
    if (client !== which) return;
    client = undefined;
    live = false;
    listeners.emit({ userId: null });
    which.end().catch(() => undefined);
    if (error) onProblem(error);
    if (closed) return;
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MS.max);
  };

  async function connect(): Promise<void> {
    retryTimer = undefined;
    const candidate = new pg.Client({ connectionString, keepAlive: true });
    candidate.on('notification', (message) => {
      if (message.channel === ACCESS_CHANNEL) listeners.emit({ userId: userOfPayload(message.payload) });
    });
    candidate.on('error', (error) => lost(candidate, error));
    candidate.on('end', () => lost(candidate));
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${ACCESS_CHANNEL}`);
    } catch (error) {
      client = candidate;
      lost(candidate, error as Error);
      return;
    }
    if (closed) {
      await candidate.end().catch(() => undefined);
      return;
    }
    client = candidate;
    live = true;
    retryMs = RETRY_MS.first;
    // Whatever changed while nobody listened is unknown: everything goes.
    listeners.emit({ userId: null });
  }

  return {
    get live() {
      return live;
    },
    async subscribe(listener) {
      const remove = listeners.add(listener);
      starting ??= connect();
      await starting;
      return remove;
    },
    uncommittedWrite() {
      if (listeners.size > 0) listeners.emit({ userId: null, uncommitted: true });
    },
    async close() {
      closed = true;
      live = false;
      if (retryTimer) clearTimeout(retryTimer);
      await starting;
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}

/** A feed for a database nobody listens to: never live, so nothing is cached. */
export function silentAccessFeed(): AccessChangeFeed {
  return { live: false, subscribe: async () => () => {}, uncommittedWrite() {}, close: async () => {} };
}
