/**
 * Idle session state machine (SHR-12..14, override SHR-OP01): after `idleSeconds` without activity
 * a visible countdown of `countdownSeconds` starts; at zero the session expires. While the user is
 * active a keepalive is due every `keepaliveSeconds`. Time is injected, so the machine is pure.
 */
import type { SessionConfig } from './screenConfig';

export type IdleTimings = SessionConfig;

/** Where the session stands at a given moment. */
export type IdlePhase = { readonly kind: 'active' } | { readonly kind: 'warning'; readonly secondsLeft: number } | { readonly kind: 'expired' };

export interface IdleTimerState {
  /** Last user activity (ms since epoch). */
  readonly lastActivity: number;
  /** Last keepalive sent (ms since epoch). */
  readonly lastKeepalive: number;
  readonly phase: IdlePhase;
}

/** What a tick asks the caller to do. */
export interface IdleTick {
  readonly state: IdleTimerState;
  readonly keepalive: boolean;
  readonly expired: boolean;
}

/** The phase at `now` for a session whose last activity was at `lastActivity`. */
export function idlePhase(timings: IdleTimings, lastActivity: number, now: number): IdlePhase {
  const idleMs = timings.idleSeconds * 1000;
  const elapsed = now - lastActivity;
  if (elapsed < idleMs) return { kind: 'active' };
  const left = idleMs + timings.countdownSeconds * 1000 - elapsed;
  if (left <= 0) return { kind: 'expired' };
  return { kind: 'warning', secondsLeft: Math.ceil(left / 1000) };
}

/** A fresh session: active, keepalive already sent at start (SES-OP07). */
export function startIdleTimer(now: number): IdleTimerState {
  return { lastActivity: now, lastKeepalive: now, phase: { kind: 'active' } };
}

/**
 * User activity (mouse, keys, scroll, touch). Ignored once the countdown is showing: only the
 * explicit "Seguir conectado" (`keepAlive`) resets it, so a stray mouse move does not hide the warning.
 */
export function recordActivity(state: IdleTimerState, now: number): IdleTimerState {
  if (state.phase.kind !== 'active') return state;
  return { ...state, lastActivity: now };
}

/** The user chose to stay: back to active (not after expiry). */
export function keepAlive(state: IdleTimerState, now: number): IdleTimerState {
  if (state.phase.kind === 'expired') return state;
  return { ...state, lastActivity: now, phase: { kind: 'active' } };
}

/** Advances the machine to `now`; says whether a keepalive is due and whether the session just expired. */
export function tickIdleTimer(timings: IdleTimings, state: IdleTimerState, now: number): IdleTick {
  if (state.phase.kind === 'expired') return { state, keepalive: false, expired: false };
  const phase = idlePhase(timings, state.lastActivity, now);
  const keepalive = phase.kind === 'active' && now - state.lastKeepalive >= timings.keepaliveSeconds * 1000;
  const next: IdleTimerState = { ...state, phase, lastKeepalive: keepalive ? now : state.lastKeepalive };
  return { state: next, keepalive, expired: phase.kind === 'expired' };
}

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * The timings in force: the configured ones, or a dev/test override (JSON text of
 * `{idleSeconds, countdownSeconds, keepaliveSeconds?}`) whose valid numbers replace them.
 */
export function resolveIdleTimings(configured: IdleTimings, override: string | null | undefined): IdleTimings {
  if (!override) return configured;
  let parsed: unknown;
  try {
    parsed = JSON.parse(override);
  } catch {
    return configured;
  }
  if (!parsed || typeof parsed !== 'object') return configured;
  const o = parsed as Record<string, unknown>;
  return {
    idleSeconds: positive(o.idleSeconds) ? o.idleSeconds : configured.idleSeconds,
    countdownSeconds: positive(o.countdownSeconds) ? o.countdownSeconds : configured.countdownSeconds,
    keepaliveSeconds: positive(o.keepaliveSeconds) ? o.keepaliveSeconds : configured.keepaliveSeconds,
  };
}
