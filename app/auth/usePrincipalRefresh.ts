/**
 * The session's principal kept in step with the server (decision 148): every API answer carries a
 * digest of the caller's rights (`X-Acceso`); when it differs from the last one seen, the principal
 * is loaded again (`GET /api/usuario` and `/api/permisos/usuario`), so a permission an admin grants
 * or revokes shows on the user's next request (menus, guards, read-only forms) with no new login.
 * A route guard that would deny asks once more (`refresh`) before it does: a right granted since
 * the last answer opens the screen.
 */
import { useCallback, useRef, useState } from 'react';
import type { LoadedSession } from './loadPrincipal';
import { sessionStore } from './sessionStore';

/** A reload this recent answers a guard's `refresh` without another. */
const RECENT_MS = 3_000;

export interface PrincipalRefresh {
  /** The principal loaded since the session started, when its rights changed. */
  readonly fresh: LoadedSession | null;
  /** Give it every answer's digest (ApiClient `onAccess`). */
  readonly onAccess: (access: string) => void;
  /** Loads the principal again unless it was just loaded; resolves once the session shows it. */
  readonly refresh: () => Promise<void>;
}

export function usePrincipalRefresh(load: () => Promise<LoadedSession>): PrincipalRefresh {
  const [fresh, setFresh] = useState<LoadedSession | null>(null);
  const seen = useRef<string | null>(null);
  const pending = useRef<Promise<void> | null>(null);
  const last = useRef(0);
  const reload = useCallback((): Promise<void> => {
    pending.current ??= load()
      .then((loaded) => {
        sessionStore.saveRoles(loaded.principal.roles, loaded.principal.permissions);
        setFresh(loaded);
      })
      .catch(() => undefined) // the next answer's digest tries again
      .finally(() => {
        pending.current = null;
        last.current = Date.now();
      });
    return pending.current;
  }, [load]);
  const onAccess = useCallback(
    (access: string) => {
      const before = seen.current;
      seen.current = access;
      if (before !== null && before !== access) void reload();
    },
    [reload],
  );
  const refresh = useCallback(() => (Date.now() - last.current < RECENT_MS ? Promise.resolve() : reload()), [reload]);
  return { fresh, onAccess, refresh };
}
