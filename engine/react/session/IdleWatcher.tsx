/**
 * Idle handling of a signed-in session (SHR-12..14, SHR-OP01 override): timings from
 * `config.session`, keepalive `GET /api/imLoggedIn`, logout when the countdown ends. The dev/test
 * override in `sessionStorage['bo.idleOverride']` applies only when the app allows it (the server
 * runs in demo mode): in production nobody can stretch or shorten the configured timings.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useMemo, useRef } from 'react';
import { noteLookupRevision } from '../data/lookupRevision';
import { resolveIdleTimings } from '../../core/idleTimer';
import { useApiClient } from '../api/ApiClientProvider';
import { useEngine } from '../engine/EngineProvider';
import { afterFirstScreen } from '../loading/afterFirstScreen';
import { lazyNamed } from '../loading/lazyNamed';
import { useDeferredPart } from '../loading/useDeferredPart';
import { useSession } from './SessionProvider';
import { useIdleTimer } from './useIdleTimer';

/** Key of the dev/test override: JSON `{ idleSeconds, countdownSeconds }` (demo mode only). */
export const IDLE_OVERRIDE_KEY = 'bo.idleOverride';

function readOverride(): string | null {
  try {
    return sessionStorage.getItem(IDLE_OVERRIDE_KEY);
  } catch {
    return null;
  }
}

export interface IdleWatcherProps {
  /** Honour the override in sessionStorage (demo mode only); default false. */
  readonly allowOverride?: boolean;
}

/** The dialog's code (Blueprint's dialog and overlay) loads after the first screen, or when the warning starts. */
const LazyIdleDialog = lazyNamed(() => import('./IdleDialog'), 'IdleDialog');

/** Mount once inside the signed-in app. */
export function IdleWatcher({ allowOverride = false }: IdleWatcherProps) {
  const { config } = useEngine();
  const api = useApiClient();
  const { logout } = useSession();
  const timings = useMemo(() => resolveIdleTimings(config.session, allowOverride ? readOverride() : null), [config.session, allowOverride]);
  const queryClient = useQueryClient();
  // The answer carries the lookups' revision: a changed combo reloads in every open form (decision 150).
  const keepalive = () =>
    void api
      .get<{ readonly combos?: string }>('/api/imLoggedIn')
      .then((answer) => noteLookupRevision(queryClient, answer?.combos))
      .catch(() => undefined);
  // The one at start waits for the first screen to settle, not beside its own calls (decision 119).
  const started = useRef(false);
  const { phase, stay } = useIdleTimer(timings, {
    onKeepalive: () => {
      if (started.current) keepalive();
      else void afterFirstScreen(keepalive);
      started.current = true;
    },
    onExpire: logout,
  });
  const secondsLeft = phase.kind === 'warning' ? phase.secondsLeft : null;
  if (!useDeferredPart(LazyIdleDialog, secondsLeft !== null)) return null;
  return (
    <Suspense fallback={null}>
      <LazyIdleDialog secondsLeft={secondsLeft} countdownSeconds={timings.countdownSeconds} onStay={stay} />
    </Suspense>
  );
}
