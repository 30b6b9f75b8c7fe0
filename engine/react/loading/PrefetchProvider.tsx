/**
 * Gives the shell's menu a way to prefetch a screen by id (hover, focus), and prefetches the whole
 * screen config (when the session's start outlined it, decision 169) and every
 * configured screen once the first screen has settled (its code loaded and no request in flight:
 * the bank list's first row is on screen) and the browser is idle. Prefetching earlier
 * would compete with what the first screen needs, and count in its cold-load bytes.
 */
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useEngine } from '../engine/EngineProvider';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { firstScreenSettled } from './afterFirstScreen';
import { prefetchScreen, whenIdle } from './prefetchScreen';

type PrefetchById = (screenId: string) => void;

const PrefetchContext = createContext<PrefetchById>(() => undefined);
const SettledContext = createContext<() => void>(() => undefined);

/** Provides prefetch-by-id, and prefetches everything on idle after the first screen settled. */
export function PrefetchProvider({ registry, children }: { registry: ScreenRegistry; children: ReactNode }) {
  const { config, loadValidators, loadModule, loadConfig } = useEngine();
  const [settled, setSettled] = useState(false);
  const prefetch = useMemo<PrefetchById>(() => {
    const byId = new Map(config.screens.map((screen) => [screen.id, screen]));
    const loadByName = loadModule && ((module: string) => loadModule(config.modules[module]?.schema ?? module));
    return (screenId) => {
      const screen = byId.get(screenId);
      if (screen) prefetchScreen(screen, { registry, loadValidators, loadModule: loadByName });
    };
  }, [config, registry, loadValidators, loadModule]);
  const markSettled = useMemo(() => () => setSettled(true), []);
  useEffect(
    () =>
      settled
        ? whenIdle(() => {
            firstScreenSettled();
            // The whole screen config, when the session's start outlined it (decision 169); opening a screen asks again on failure.
            loadConfig?.()?.catch(() => undefined);
            config.screens.forEach((screen) => prefetch(screen.id));
          })
        : undefined,
    [settled, config, prefetch, loadConfig],
  );
  return (
    <PrefetchContext.Provider value={prefetch}>
      <SettledContext.Provider value={markSettled}>{children}</SettledContext.Provider>
    </PrefetchContext.Provider>
  );
}

/**
 * Rendered after a screen inside its Suspense boundary (so it mounts once the screen's code has
 * loaded): tells the provider the screen has settled when no query is in flight any more. Its
 * effect runs after the screen's own, so the screen's first requests have started by then.
 */
export function ScreenSettled() {
  const queryClient = useQueryClient();
  const markSettled = useContext(SettledContext);
  useEffect(() => {
    if (queryClient.isFetching() === 0) {
      markSettled();
      return undefined;
    }
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) {
        unsubscribe();
        markSettled();
      }
    });
    return unsubscribe;
  }, [queryClient, markSettled]);
  return null;
}

/** Prefetches a screen by id (no-op outside a PrefetchProvider). */
export function usePrefetchScreen(): PrefetchById {
  return useContext(PrefetchContext);
}
