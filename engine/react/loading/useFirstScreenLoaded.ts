/**
 * Whether the code of the screen at the browser's address is in: its kind's chunk and its module's
 * definition (loadScreen). The signed-in app draws its shell and routes once it is (issue 9): the
 * page preloads those chunks beside the entry, so they are in by the time the session answers, and
 * the first screen then renders without suspending. Drawn earlier, the screen's Suspense boundary
 * would show its spinner, and React reveals content that arrives after a fallback no sooner than
 * 300 ms after it (its fallback throttle): the bank list's first row came ≈ 280 ms later than its data.
 * A failed load settles too (opening the screen loads again and shows the error).
 */
import { useEffect, useRef, useState } from 'react';
import { screenAtPath } from '../../core/screenAtPath';
import type { Engine } from '../engine/EngineProvider';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { loadScreen } from './prefetchScreen';

/** Loads the screen at `pathname` (nothing to wait for when no screen is there). */
function loadFirstScreen({ config, loadModule, loadValidators }: Pick<Engine, 'config' | 'loadModule' | 'loadValidators'>, registry: ScreenRegistry, pathname: string): Promise<unknown> {
  const screen = screenAtPath(config, pathname)?.screen;
  if (!screen) return Promise.resolve();
  const loadByName = loadModule && ((module: string) => loadModule(config.modules[module]?.schema ?? module));
  return loadScreen(screen, { registry, loadValidators, loadModule: loadByName }).catch(() => undefined);
}

/** True once the first screen's code is in; `engine` is null until the session has answered. */
export function useFirstScreenLoaded(engine: Pick<Engine, 'config' | 'loadModule' | 'loadValidators'> | null, registry: ScreenRegistry, pathname = window.location.pathname): boolean {
  const [loaded, setLoaded] = useState(false);
  // Started in the render that first has the config (the loads are shared, cached promises); only
  // the first screen: a later config does not hold the app back again.
  const loading = useRef<Promise<unknown> | null>(null);
  if (engine && !loading.current) loading.current = loadFirstScreen(engine, registry, pathname);
  const started = loading.current;
  useEffect(() => {
    let live = true;
    void started?.then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [started]);
  return loaded;
}
