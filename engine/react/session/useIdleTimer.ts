/**
 * Thin hook over engine/core idleTimer: listens to activity (mouse, keys, scroll, touch), ticks
 * every second, sends keepalives while active (SES-OP07, SHR-14) and expires (SHR-13).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { keepAlive, recordActivity, startIdleTimer, tickIdleTimer, type IdlePhase, type IdleTimings } from '../../core/idleTimer';

const activityEvents = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

export interface IdleTimerHandlers {
  readonly onKeepalive: () => void;
  readonly onExpire: () => void;
  /** Clock (tests); defaults to Date.now. */
  readonly now?: () => number;
}

/** The current phase and the "Seguir conectado" action. */
export function useIdleTimer(timings: IdleTimings, handlers: IdleTimerHandlers): { phase: IdlePhase; stay: () => void } {
  const now = handlers.now ?? Date.now;
  const state = useRef(startIdleTimer(now()));
  const callbacks = useRef(handlers);
  callbacks.current = handlers;
  const [phase, setPhase] = useState<IdlePhase>({ kind: 'active' });

  useEffect(() => {
    const clock = callbacks.current.now ?? Date.now;
    callbacks.current.onKeepalive();
    const onActivity = () => {
      state.current = recordActivity(state.current, clock());
    };
    for (const event of activityEvents) window.addEventListener(event, onActivity, { passive: true, capture: true });
    const interval = setInterval(() => {
      const tick = tickIdleTimer(timings, state.current, clock());
      state.current = tick.state;
      setPhase((prev) => (JSON.stringify(prev) === JSON.stringify(tick.state.phase) ? prev : tick.state.phase));
      if (tick.keepalive) callbacks.current.onKeepalive();
      if (tick.expired) callbacks.current.onExpire();
    }, 1000);
    return () => {
      clearInterval(interval);
      for (const event of activityEvents) window.removeEventListener(event, onActivity, { capture: true });
    };
  }, [timings]);

  const stay = useCallback(() => {
    state.current = keepAlive(state.current, now());
    setPhase(state.current.phase);
  }, [now]);
  return { phase, stay };
}
