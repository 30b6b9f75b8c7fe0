/**
 * Idle handling of a signed-in session (SHR-12..14, SHR-OP01 override): timings from
 * `config.session` or the dev/test override in `sessionStorage['bo.idleOverride']`, keepalive
 * `GET /api/imLoggedIn`, logout when the countdown ends.
 */
import { useMemo } from 'react';
import { resolveIdleTimings } from '../../core/idleTimer';
import { useApiClient } from '../api/ApiClientProvider';
import { useEngine } from '../engine/EngineProvider';
import { IdleDialog } from './IdleDialog';
import { useSession } from './SessionProvider';
import { useIdleTimer } from './useIdleTimer';

/** Key of the dev/test override: JSON `{ idleSeconds, countdownSeconds }`. */
export const IDLE_OVERRIDE_KEY = 'bo.idleOverride';

function readOverride(): string | null {
  try {
    return sessionStorage.getItem(IDLE_OVERRIDE_KEY);
  } catch {
    return null;
  }
}

/** Mount once inside the signed-in app. */
export function IdleWatcher() {
  const { config } = useEngine();
  const api = useApiClient();
  const { logout } = useSession();
  const timings = useMemo(() => resolveIdleTimings(config.session, readOverride()), [config.session]);
  const { phase, stay } = useIdleTimer(timings, {
    onKeepalive: () => void api.get('/api/imLoggedIn').catch(() => undefined),
    onExpire: logout,
  });
  return <IdleDialog secondsLeft={phase.kind === 'warning' ? phase.secondsLeft : null} countdownSeconds={timings.countdownSeconds} onStay={stay} />;
}
