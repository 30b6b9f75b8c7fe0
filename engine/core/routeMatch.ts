/**
 * Route patterns of the screen config (`/herramientas/abm/bancos/:id`): which pattern a browser
 * path opens and its params. A literal segment ranks above a `:param` (the best match wins, ties
 * go to the first pattern); a trailing slash is ignored; params are URL-decoded. Pure: shared by
 * the app's router (engine/react/router) and by the server's and the entry's route look-ups
 * (screenAtPath).
 */

/** -1 when `pattern` does not match `pathname`; else how many of its segments are literal. */
export function matchScore(pattern: string, pathname: string): number {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  if (want.length !== got.length) return -1;
  let score = 0;
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) continue;
    if (want[i] !== got[i]) return -1;
    score++;
  }
  return score;
}

/** The params of `pathname` under `pattern` (which must match it). */
export function routeParams(pattern: string, pathname: string): Record<string, string> {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  want.forEach((segment, i) => {
    if (!segment.startsWith(':')) return;
    try {
      params[segment.slice(1)] = decodeURIComponent(got[i]);
    } catch {
      params[segment.slice(1)] = got[i]; // a malformed escape stays as written
    }
  });
  return params;
}

/** The best pattern for `pathname` with its params, or null. */
export function matchRoute<P extends string>(
  patterns: readonly P[],
  pathname: string,
): { readonly pattern: P; readonly params: Record<string, string> } | null {
  let best: { pattern: P; score: number } | null = null;
  for (const pattern of patterns) {
    const score = matchScore(pattern, pathname);
    if (score >= 0 && (!best || score > best.score)) best = { pattern, score };
  }
  return best && { pattern: best.pattern, params: routeParams(best.pattern, pathname) };
}
