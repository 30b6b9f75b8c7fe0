/**
 * Token mode (SES-10) opens only the routes the declared rule allows (SES-OP04,
 * engine/core tokenModeRoutes): any other route goes to Home, keeping the token in the URL.
 */
import type { ReactNode } from 'react';
import { Navigate } from '../../engine/react/router/Link';
import { useLocation } from '../../engine/react/router/Router';
import { tokenModeRedirect } from '../../engine/core/tokenModeRoutes';

export interface TokenModeGateProps {
  /** True when signed in with a temporary `?token=`; otherwise the gate lets everything through. */
  readonly tokenMode: boolean;
  /** Home (config.defaultRoute). */
  readonly home: string;
  /** The routes token mode opens (engine/core tokenModeRoutes: the token's own forms); default the declared list. */
  readonly routes?: readonly string[];
  readonly children: ReactNode;
}

/** The routes, or a redirect to Home for a route token mode may not open. */
export function TokenModeGate({ tokenMode, home, routes, children }: TokenModeGateProps) {
  const { pathname, search } = useLocation();
  const target = tokenMode ? tokenModeRedirect(pathname, search, home, routes) : null;
  return target ? <Navigate to={target} replace /> : <>{children}</>;
}
