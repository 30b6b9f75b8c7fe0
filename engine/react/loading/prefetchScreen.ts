/**
 * Starts downloading what a screen needs before the user opens it (on idle, on menu hover): its
 * kind's chunk, a custom screen's loader, its module's definition, a form's module validators. Errors are ignored here:
 * opening the screen loads (and reports) again.
 */
import type { ScreenConfig } from '../../core/screenConfig';
import type { ScreenRegistry } from '../screens/screenRegistry';
import { LazyFormScreen, LazyListScreen } from './lazyScreens';

export interface PrefetchOptions {
  readonly registry: ScreenRegistry;
  /** Downloads a module's compiled validators (the app's; absent in tests and stories). */
  readonly loadValidators?: (module: string) => Promise<unknown>;
  /** Loads a module's definition by its screens-config name (the app's; absent where every module is registered). */
  readonly loadModule?: (module: string) => Promise<unknown> | null;
}

const quietly = (promise: Promise<unknown> | undefined) => void promise?.catch(() => undefined);

/** Prefetches one screen's code. */
export function prefetchScreen(screen: ScreenConfig, { registry, loadValidators, loadModule }: PrefetchOptions): void {
  if ('module' in screen && screen.module) quietly(loadModule?.(screen.module) ?? undefined);
  if (screen.kind === 'list') quietly(LazyListScreen.preload());
  else if (screen.kind === 'form') {
    quietly(LazyFormScreen.preload());
    quietly(loadValidators?.(screen.module));
  } else registry.prefetch(screen.component);
}

/** Runs `task` when the browser is idle (after the first screen has painted), or soon where there is no idle callback. */
export function whenIdle(task: () => void): () => void {
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}
