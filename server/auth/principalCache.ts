/**
 * The verified token → request user cache of one server process (docs/decisions.md, "The verified
 * token and principal cached per process"). What it holds is exactly what authentication read from
 * the database: the user, roles, area permissions, teams and, for a temporary token, its account
 * and opportunity scope. It answers only while the access-change notifier is live, and it empties
 * (for one user or for everyone) as soon as a change is heard, so a revoked right, a deactivated
 * user, a logout or a revoked token stops the very next request (ROL-13).
 *
 * - Keys are SHA-256 digests of the token, never the token itself.
 * - Bounded: at most `maxEntries` (default 10,000); the least recently used entry goes first.
 * - An entry never outlives its token (nor the grant and login session the token depends on), nor
 *   `maxAgeMs` (default 60 s), a safety net for a change nobody announced (clocks that disagree,
 *   a write with the triggers disabled).
 * - A read that began before a change is not stored after it (the ticket), and after this
 *   process's own uncommitted write nothing is answered or stored for `holdMs` (default 2 s), the
 *   time the commit's notification has to arrive.
 */
import { createHash } from 'node:crypto';
import type { AccessChange } from './accessChanges';
import type { RequestUser } from './principal';

export const PRINCIPAL_CACHE_DEFAULTS = { maxEntries: 10_000, maxAgeMs: 60_000, holdMs: 2_000 } as const;

export interface PrincipalCacheOptions {
  readonly maxEntries?: number;
  readonly maxAgeMs?: number;
  readonly holdMs?: number;
  /** Whether every access change is being heard now (the notifier's `live`). */
  readonly live: () => boolean;
  /** The clock (tests). */
  readonly now?: () => number;
}

interface Entry {
  readonly user: RequestUser;
  readonly expiresAt: number;
}

/** Shared by every request that hits the entry: frozen, so no request can change another's user. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

/** The cache key of a token: its SHA-256 digest. */
export function tokenKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export class PrincipalCache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly holdMs: number;
  private readonly live: () => boolean;
  private readonly now: () => number;
  private generation = 0;
  private heldUntil = 0;

  constructor(options: PrincipalCacheOptions) {
    this.maxEntries = options.maxEntries ?? PRINCIPAL_CACHE_DEFAULTS.maxEntries;
    this.maxAgeMs = options.maxAgeMs ?? PRINCIPAL_CACHE_DEFAULTS.maxAgeMs;
    this.holdMs = options.holdMs ?? PRINCIPAL_CACHE_DEFAULTS.holdMs;
    if (!Number.isInteger(this.maxEntries) || this.maxEntries < 1) throw new RangeError(`Tamaño de caché inválido: ${this.maxEntries}`);
    this.live = options.live;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  private usable(): boolean {
    return this.live() && this.now() >= this.heldUntil;
  }

  /** The cached user of a token (by its key), or undefined. */
  get(key: string): RequestUser | undefined {
    if (!this.usable()) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Least recently used first out: a hit moves the entry to the end.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.user;
  }

  /** Taken before reading the database; `set` refuses the result if a change was heard since. */
  ticket(): number {
    return this.generation;
  }

  /** Stores what was read for a token valid until `validUntil` (epoch ms; undefined: no own expiry). */
  set(key: string, user: RequestUser, validUntil: number | undefined, ticket: number): void {
    if (ticket !== this.generation || !this.usable()) return;
    const now = this.now();
    const expiresAt = Math.min(validUntil ?? Number.POSITIVE_INFINITY, now + this.maxAgeMs);
    if (!(expiresAt > now)) return;
    this.entries.delete(key);
    this.entries.set(key, { user: frozen(user), expiresAt });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  /** A change heard: one user's entries go, or (unknown user) every entry. */
  changed(change: AccessChange): void {
    this.generation++;
    if (change.uncommitted) this.heldUntil = Math.max(this.heldUntil, this.now() + this.holdMs);
    if (change.userId === null) {
      this.entries.clear();
      return;
    }
    for (const [key, entry] of this.entries) if (entry.user.userId === change.userId) this.entries.delete(key);
  }
}
