/**
 * The screen a browser path opens, from the screen config alone (issue 9: the server names the
 * route's chunks in its page, the entry starts the route's first list call before the router runs).
 * The routes are those of engine/react/screens/buildScreenRoutes.tsx; a literal segment ranks
 * above a `:param`, as react-router ranks them. Pure.
 */
import type { ScreenConfig, ScreensConfig } from './screenConfig';

/** -1 when `pattern` does not match `pathname`; else how many of its segments are literal. */
function matchScore(pattern: string, pathname: string): number {
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

/** Every route path of a screen. */
export function screenRoutePaths(screen: ScreenConfig): string[] {
  if (screen.kind === 'list') return [screen.path, ...(screen.recordPath ? [screen.recordPath] : [])];
  if (screen.kind === 'form') return [screen.paths.create, screen.paths.edit, ...(screen.paths.view ? [screen.paths.view] : []), ...(screen.paths.createWith ?? [])];
  return [screen.path];
}

/** The screen `pathname` opens and the route path it matched, or null. */
export function screenAtPath(config: Pick<ScreensConfig, 'screens'>, pathname: string): { readonly screen: ScreenConfig; readonly route: string } | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: { screen: ScreenConfig; route: string; score: number } | null = null;
  for (const screen of config.screens) {
    for (const route of screenRoutePaths(screen)) {
      const score = matchScore(route, path);
      if (score >= 0 && (!best || score > best.score)) best = { screen, route, score };
    }
  }
  return best && { screen: best.screen, route: best.route };
}
