/**
 * The signed-in session as screens see it: the principal (roles and area permissions, SES-14/16),
 * the name to show and how to log out. The app fills it after login; stories pass a fixed one.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Principal } from '../../core/permissions';

export interface Session {
  readonly principal: Principal | null;
  /** Display name (nombreUsuario). */
  readonly displayName: string;
  /** True when signed in with a temporary `?token=` (SES-10). */
  readonly tokenMode?: boolean;
  /** Ends the session (SES-18). */
  readonly logout: () => void;
  /**
   * Loads the principal again (its rights may have changed on the server, decision 148); resolves
   * once the session shows it. A route guard asks before it denies. Absent: the principal is fixed.
   */
  readonly refresh?: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/** Provides the session to guards, menus and screens. */
export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The current session; outside a provider it is an error. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession: falta <SessionProvider>');
  return session;
}

/** The current session, or null outside a provider (a form drawn on its own, in a widget's test). */
export function useOptionalSession(): Session | null {
  return useContext(SessionContext);
}
