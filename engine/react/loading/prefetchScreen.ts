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
export function prefetchScreen(screen: ScreenConfig, options: PrefetchOptions): void {
  quietly(loadScreen(screen, options));
}

/**
 * Loads one screen's code (its kind's chunk, its module's definition, a form's validators); resolves
 * once they are in. A custom screen's loader is only started (the registry gives no promise).
 */
export function loadScreen(screen: ScreenConfig, { registry, loadValidators, loadModule }: PrefetchOptions): Promise<unknown> {
  const loads: (Promise<unknown> | null | undefined)[] = [];
  if ('module' in screen && screen.module) loads.push(loadModule?.(screen.module));
  if (screen.kind === 'list') loads.push(LazyListScreen.preload());
  else if (screen.kind === 'form') loads.push(LazyFormScreen.preload(), loadValidators?.(screen.module));
  else registry.prefetch(screen.component);
  return Promise.all(loads);
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
