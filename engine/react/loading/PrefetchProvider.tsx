/**
 * Gives the shell's menu a way to prefetch a screen by id (hover, focus), and prefetches every
 * configured screen once the browser is idle after the first paint (issue 9).
 */
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useEngine } from '../engine/EngineProvider';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { prefetchScreen, whenIdle } from './prefetchScreen';

type PrefetchById = (screenId: string) => void;

const PrefetchContext = createContext<PrefetchById>(() => undefined);

/** Provides prefetch-by-id and prefetches everything on idle. */
export function PrefetchProvider({ registry, children }: { registry: ScreenRegistry; children: ReactNode }) {
  const { config, loadValidators } = useEngine();
  const prefetch = useMemo<PrefetchById>(() => {
    const byId = new Map(config.screens.map((screen) => [screen.id, screen]));
    return (screenId) => {
      const screen = byId.get(screenId);
      if (screen) prefetchScreen(screen, { registry, loadValidators });
    };
  }, [config, registry, loadValidators]);
  useEffect(() => whenIdle(() => config.screens.forEach((screen) => prefetch(screen.id))), [config, prefetch]);
  return <PrefetchContext.Provider value={prefetch}>{children}</PrefetchContext.Provider>;
}

/** Prefetches a screen by id (no-op outside a PrefetchProvider). */
export function usePrefetchScreen(): PrefetchById {
  return useContext(PrefetchContext);
}
