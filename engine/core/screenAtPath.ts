/**
 * The screen a browser path opens, from the screen config alone (the server names the
 * route's chunks in its page, the entry starts the route's first list call before the router runs).
 * The routes are those of engine/react/screens/buildScreenRoutes.tsx; a literal segment ranks
 * above a `:param`, as the app's router ranks them (routeMatch.ts). Pure.
 */
import { matchScore } from './routeMatch';
import type { ScreenConfig, ScreensConfig } from './screenConfig';

/** Every route path of a screen. */
export function screenRoutePaths(screen: ScreenConfig): string[] {
  if (screen.kind === 'list') return [screen.path, ...(screen.recordPath ? [screen.recordPath] : [])];
  if (screen.kind === 'form')
    return [screen.paths.create, screen.paths.edit, ...(screen.paths.view ? [screen.paths.view] : []), ...(screen.paths.createWith ?? [])];
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
