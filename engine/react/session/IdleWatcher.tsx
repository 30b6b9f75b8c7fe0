/**
 * Idle handling of a signed-in session (SHR-12..14, SHR-OP01 override): timings from
 * `config.session`, keepalive `GET /api/imLoggedIn`, logout when the countdown ends. The dev/test
 * override in `sessionStorage['bo.idleOverride']` applies only when the app allows it (the server
 * runs in demo mode): in production nobody can stretch or shorten the configured timings.
 */
import { useMemo } from 'react';
import { resolveIdleTimings } from '../../core/idleTimer';
import { useApiClient } from '../api/ApiClientProvider';
import { useEngine } from '../engine/EngineProvider';
import { IdleDialog } from './IdleDialog';
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

/** Mount once inside the signed-in app. */
export function IdleWatcher({ allowOverride = false }: IdleWatcherProps) {
  const { config } = useEngine();
  const api = useApiClient();
  const { logout } = useSession();
  const timings = useMemo(() => resolveIdleTimings(config.session, allowOverride ? readOverride() : null), [config.session, allowOverride]);
  const { phase, stay } = useIdleTimer(timings, {
    onKeepalive: () => void api.get('/api/imLoggedIn').catch(() => undefined),
    onExpire: logout,
  });
  return <IdleDialog secondsLeft={phase.kind === 'warning' ? phase.secondsLeft : null} countdownSeconds={timings.countdownSeconds} onStay={stay} />;
}
