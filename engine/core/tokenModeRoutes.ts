/**
 * Routes a temporary-token user may open (SES-OP04, HOM-05, COP-OP02): Home, the
 * contact-opportunity screen and the expired page. Anything else goes to Home with the token kept.
 */

/** Declared allow-list: exact paths, or a prefix ending in `/*` (at least one more segment). */
export const TOKEN_MODE_ROUTES: readonly string[] = ['/inicio', '/expirado', '/contactoOportunidad/*'];

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
    const prefixMatches = pattern.every((part, i) => path[i] === part);
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
