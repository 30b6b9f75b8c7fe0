import { describe, expect, it } from 'vitest';
import { idlePhase, keepAlive, recordActivity, resolveIdleTimings, startIdleTimer, tickIdleTimer, type IdleTimerState } from './idleTimer';

const timings = { idleSeconds: 300, countdownSeconds: 300, keepaliveSeconds: 10 };
const s = (seconds: number) => seconds * 1000;

/** Runs the machine second by second (fake time) and records what it asked for. */
function run(state: IdleTimerState, from: number, to: number, activityAt: number[] = []) {
  const keepalives: number[] = [];
  let expiredAt: number | null = null;
  for (let t = from; t <= to; t += 1) {
    if (activityAt.includes(t)) state = recordActivity(state, s(t));
    const tick = tickIdleTimer(timings, state, s(t));
    state = tick.state;
    if (tick.keepalive) keepalives.push(t);
    if (tick.expired) expiredAt = t;
  }
  return { state, keepalives, expiredAt };
}

describe('idle timer', () => {
  it('SHR-12 becomes idle after idleSeconds without activity and counts down', () => {
    expect(idlePhase(timings, 0, s(299))).toEqual({ kind: 'active' });
    expect(idlePhase(timings, 0, s(300))).toEqual({ kind: 'warning', secondsLeft: 300 });
    expect(idlePhase(timings, 0, s(599.2))).toEqual({ kind: 'warning', secondsLeft: 1 });
    expect(idlePhase(timings, 0, s(600))).toEqual({ kind: 'expired' });
  });

  it('SHR-13 expires exactly once at the end of the countdown', () => {
    const { state, expiredAt } = run(startIdleTimer(0), 0, 700);
    expect(expiredAt).toBe(600);
    expect(state.phase.kind).toBe('expired');
  });

  it('SHR-14 / SES-OP07 sends a keepalive every keepaliveSeconds while active, none while idle', () => {
    const { keepalives } = run(startIdleTimer(0), 0, 400);
    expect(keepalives.slice(0, 3)).toEqual([10, 20, 30]);
    expect(Math.max(...keepalives)).toBe(290);
  });

  it('activity postpones the idle phase', () => {
    const { expiredAt, state } = run(startIdleTimer(0), 0, 700, [250]);
    expect(expiredAt).toBeNull();
    expect(state.phase).toEqual({ kind: 'warning', secondsLeft: 150 });
  });

  it('activity during the countdown does not dismiss it; keepAlive does', () => {
    let { state } = run(startIdleTimer(0), 0, 310);
    expect(state.phase.kind).toBe('warning');
    state = recordActivity(state, s(311));
    expect(tickIdleTimer(timings, state, s(312)).state.phase.kind).toBe('warning');
    state = keepAlive(state, s(312));
    expect(tickIdleTimer(timings, state, s(313)).state.phase).toEqual({ kind: 'active' });
  });

  it('keepAlive after expiry changes nothing', () => {
    const { state } = run(startIdleTimer(0), 0, 601);
    expect(keepAlive(state, s(602))).toBe(state);
    expect(tickIdleTimer(timings, state, s(603)).expired).toBe(false);
  });

  it('SHR-OP01 an override replaces the configured timings with valid numbers only', () => {
    expect(resolveIdleTimings(timings, null)).toBe(timings);
    expect(resolveIdleTimings(timings, '{"idleSeconds":2,"countdownSeconds":3}')).toEqual({ idleSeconds: 2, countdownSeconds: 3, keepaliveSeconds: 10 });
    expect(resolveIdleTimings(timings, '{"idleSeconds":-1,"countdownSeconds":"x"}')).toEqual(timings);
    expect(resolveIdleTimings(timings, 'not json')).toBe(timings);
  });
});
