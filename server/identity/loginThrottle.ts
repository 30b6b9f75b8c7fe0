/**
 * How long a login must wait after failures: pure, so the schedule is tested alone.
 * Two brakes, both with delays that double and stop at a minute:
 * - per (username, address): 3 free failures, then 2 s, 4 s, 8 s … — guessing one user's
 *   password from one address is slowed, and the right password from any other address is never
 *   held up (no lockout to abuse);
 * - per address across usernames: 10 free failures, then 2 s, 4 s … — password spraying (one
 *   common password against many usernames) is slowed.
 * Failures count inside a 15-minute window; a wait only applies since the last failure.
 */
export const WINDOW_SECONDS = 15 * 60;
export const MAX_DELAY_SECONDS = 60;

export interface Brake {
  /** Failures allowed with no wait. */
  readonly free: number;
  /** Wait after the first failure past the free ones; doubles with each further failure. */
  readonly firstDelaySeconds: number;
}

export const PAIR_BRAKE: Brake = { free: 3, firstDelaySeconds: 2 };
export const ADDRESS_BRAKE: Brake = { free: 10, firstDelaySeconds: 2 };

/** Seconds to wait after the last of `failures` failures (0: no wait). */
export function delayAfter(failures: number, brake: Brake): number {
  if (failures < brake.free) return 0;
  return Math.min(MAX_DELAY_SECONDS, brake.firstDelaySeconds * 2 ** (failures - brake.free));
}

/** Whole seconds still to wait, given the failures and the seconds since the last one. */
export function remainingWait(failures: number, secondsSinceLast: number, brake: Brake): number {
  const wait = delayAfter(failures, brake) - secondsSinceLast;
  return wait > 0 ? Math.ceil(wait) : 0;
}
