/**
 * `React.lazy` for a named export, with the loader kept for prefetching (on idle, on menu hover):
 * `const LazyX = lazyNamed(() => import('./X'), 'X')`; `LazyX.preload()` starts the download.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type Preloadable<P> = LazyExoticComponent<ComponentType<P>> & { preload(): Promise<unknown> };

/** A lazy component from `load`'s export `name`, downloaded once (the loader's promise is shared). */
export function lazyNamed<M, K extends keyof M & string, P = M[K] extends ComponentType<infer Q> ? Q : never>(load: () => Promise<M>, name: K): Preloadable<P> {
  let loading: Promise<M> | null = null;
  const preload = () => (loading ??= load().catch((error: unknown) => {
    loading = null; // a failed download (offline) is retried next time
    throw error;
  }));
  const component = lazy(async () => ({ default: (await preload())[name] as unknown as ComponentType<P> }));
  return Object.assign(component, { preload });
}
