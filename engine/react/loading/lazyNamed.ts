/**
 * `React.lazy` for a named export, with the loader kept for prefetching (on idle, on menu hover):
 * `const LazyX = lazyNamed(() => import('./X'), 'X')`; `LazyX.preload()` starts the download.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadOnce } from '../../core/loadOnce';

export type Preloadable<P> = LazyExoticComponent<ComponentType<P>> & { preload(): Promise<unknown> };

/** A lazy component from `load`'s export `name`, downloaded once (the loader's promise is shared). */
export function lazyNamed<M, K extends keyof M & string, P = M[K] extends ComponentType<infer Q> ? Q : never>(load: () => Promise<M>, name: K): Preloadable<P> {
  let loaded: M | null = null;
  const preload = loadOnce(() => load().then((module) => (loaded = module)));
  const exported = (module: M) => ({ default: module[name] as unknown as ComponentType<P> });
  // Already loaded (preloaded before the first render): a thenable that settles at once, which
  // React.lazy reads in the same render, so the screen does not suspend. A suspension there would
  // show the fallback, and React then holds the content back until 300 ms after it.
  const component = lazy(() =>
    loaded
      ? ({ then: (resolve: (value: ReturnType<typeof exported>) => void) => resolve(exported(loaded!)) } as unknown as Promise<ReturnType<typeof exported>>)
      : preload().then(exported),
  );
  return Object.assign(component, { preload });
}
