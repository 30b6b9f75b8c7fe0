/**
 * Routes a temporary-token user may open (SES-OP04, HOM-05, COP-OP02, TOK-OP02): Home, the expired
 * page and the form screens of the modules open to the token (`recordScope.token` of its binding,
 * decision 160: the contact-opportunity form for a trip's token, the contact form for an account's).
 * Anything else goes to Home with the token kept.
 */
import type { Principal } from './permissions';
import { tokenReaches } from './recordScope';
import type { ScreensConfig } from './screenConfig';

/**
 * Declared allow-list: exact paths, a prefix ending in `/*` (at least one more segment), `:name`
 * segments matching any one segment (a form screen's path pattern).
 */
export const TOKEN_MODE_ROUTES: readonly string[] = ['/inicio', '/expirado', '/contactoOportunidad/*'];

/** The allow-list of a token-mode `principal` under `config`: Home, the expired page and its modules' form paths. */
export function tokenModeRoutes(config: ScreensConfig, principal: Pick<Principal, 'token'> | null | undefined): string[] {
  const routes = [config.defaultRoute, '/expirado'];
  if (!principal?.token) return routes;
  for (const screen of config.screens) {
    if (screen.kind !== 'form') continue;
    const scope = config.modules[screen.module]?.recordScope;
    if (!scope?.token || !tokenReaches(principal, scope)) continue;
    routes.push(screen.paths.create, screen.paths.edit, ...(screen.paths.createWith ?? []));
  }
  return routes;
}

function segments(pathname: string): string[] | null {
  const parts = pathname.split('/').slice(1);
  // Empty, `.` and `..` segments could make a path look like one route and open another.
  return parts.length && parts.every((p) => p !== '' && p !== '.' && p !== '..') ? parts : null;
}

/** True when `pathname` is one of `routes` (case-sensitive, no trailing slash). */
export function isTokenModePath(pathname: string, routes: readonly string[] = TOKEN_MODE_ROUTES): boolean {
  const path = segments(pathname);
  if (!path) return false;
  return routes.some((route) => {
    const wildcard = route.endsWith('/*');
    const pattern = segments(wildcard ? route.slice(0, -2) : route);
    if (!pattern) return false;
    const prefixMatches = pattern.every((part, i) => path[i] === part || (part.startsWith(':') && i < path.length));
    return prefixMatches && (wildcard ? path.length > pattern.length : path.length === pattern.length);
  });
}

/**
 * Where a token-mode user who asked for `pathname` + `search` must go: null when the route is
 * allowed (Home always is, so the redirect cannot loop), else `home` carrying the `token` query
 * parameter if the URL had one.
 */
export function tokenModeRedirect(pathname: string, search: string, home = '/inicio', routes: readonly string[] = TOKEN_MODE_ROUTES): string | null {
  if (pathname === home || isTokenModePath(pathname, routes)) return null;
  const token = new URLSearchParams(search).get('token');
  return token ? `${home}?${new URLSearchParams({ token })}` : home;
}
