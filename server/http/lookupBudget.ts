/**
 * A per-user budget of look-ups that may answer about records beyond the caller's scope: an
 * `x-unique` value taken across the company, a subdomain, a duplicate card
 * number, the accounts holding a document. One such answer is what the form needs; hundreds a
 * minute is someone harvesting, so past `max` answers in a window the caller hears 429
 * (`api.rateLimited`) until the window ends, whatever the answer would have been. Per process and
 * in memory, as the API's own rate limit.
 */
import { t } from '../../engine/core/messages';
import { HttpError } from './httpError';

export interface LookupBudget {
  /** Throws 429 when the user has spent the window's budget (before answering anything). */
  check(userId: number): void;
  /** Counts one answer against the user's budget. */
  spend(userId: number): void;
}

/** Look-ups beyond the caller's scope one user may have answered per minute (a form asks at most one per field pause). */
export const LOOKUPS_PER_MINUTE = 60;

export function lookupBudget(options: { readonly max?: number; readonly windowMs?: number; readonly now?: () => number } = {}): LookupBudget {
  const max = options.max ?? LOOKUPS_PER_MINUTE;
  const windowMs = options.windowMs ?? 60_000;
  const now = options.now ?? Date.now;
  let windowStart = now();
  let spent = new Map<number, number>();
  const current = () => {
    // One window for everyone: the map is dropped when it ends, so it never grows past one minute's users.
    if (now() - windowStart >= windowMs) {
      windowStart = now();
      spent = new Map();
    }
    return spent;
  };
  return {
    check(userId) {
      if ((current().get(userId) ?? 0) >= max) throw new HttpError(429, 'demasiadas_solicitudes', t('api.rateLimited'));
    },
    spend(userId) {
      const map = current();
      map.set(userId, (map.get(userId) ?? 0) + 1);
    },
  };
}
