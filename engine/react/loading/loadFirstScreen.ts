/**
 * The code of the screen at the browser's address: its kind's chunk and its module's definition
 * (loadScreen). The signed-in app's start call resolves only once it is in (app/SignedInApp.tsx), so
 * the shell and the first screen draw in the render that has the session: no spinner,
 * no second render. Drawn earlier, the screen's Suspense boundary would show its spinner, and React
 * reveals content that arrives after a fallback no sooner than 300 ms after it (its fallback
 * throttle). The page preloads those chunks beside the entry, so they are usually in by the time
 * the session answers.
 * A failed load settles too (opening the screen loads again and shows the error).
 */
import { screenAtPath } from '../../core/screenAtPath';
import type { Engine } from '../engine/EngineProvider';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { loadScreen } from './prefetchScreen';

/** Loads the screen at `pathname` (nothing to wait for when no screen is there); never rejects. */
export function loadFirstScreen(
  { config, loadModule, loadValidators }: Pick<Engine, 'config' | 'loadModule' | 'loadValidators'>,
  registry: ScreenRegistry,
  pathname: string,
): Promise<unknown> {
  const screen = screenAtPath(config, pathname)?.screen;
  if (!screen) return Promise.resolve();
  const loadByName = loadModule && ((module: string) => loadModule(config.modules[module]?.schema ?? module));
  return loadScreen(screen, { registry, loadValidators, loadModule: loadByName }).catch(() => undefined);
}
