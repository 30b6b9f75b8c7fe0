/**
 * Custom screens by name (screens.config.json `component`), as rjsf registers widgets: a plain
 * map, registering a name twice throws, an unknown name throws naming the config path. A screen
 * may be registered with a loader (`registerLoader`): its code downloads when first opened or
 * prefetched.
 */
import { lazy, type ComponentType } from 'react';
import type { CustomScreenConfig } from '../../core/screenConfig';

export type ScreenComponent = ComponentType<{ readonly screen: CustomScreenConfig }>;

export class ScreenRegistry {
  private readonly components = new Map<string, ScreenComponent>();
  private readonly loaders = new Map<string, () => Promise<unknown>>();

  /** Registers a component; a name registered twice throws. */
  register(name: string, component: ScreenComponent): void {
    if (this.components.has(name)) throw new Error(`La pantalla '${name}' ya está registrada`);
    this.components.set(name, component);
  }

  /** Registers a screen whose code loads on demand: `load` resolves to the component (downloaded once). */
  registerLoader(name: string, load: () => Promise<ScreenComponent>): void {
    let loading: Promise<ScreenComponent> | null = null;
    const once = () =>
      (loading ??= load().catch((error: unknown) => {
        loading = null;
        throw error;
      }));
    this.register(name, lazy(async () => ({ default: await once() })) as unknown as ScreenComponent);
    this.loaders.set(name, once);
  }

  /** Starts downloading a screen registered with a loader (no-op for the others and unknown names). */
  prefetch(name: string): void {
    void this.loaders
      .get(name)?.()
      .catch(() => undefined);
  }

  /** The component of `name`; unknown → throws naming where it was referenced. */
  get(name: string, referencedBy: string): ScreenComponent {
    const component = this.components.get(name);
    if (!component) throw new Error(`La pantalla '${name}' referenciada en ${referencedBy} no está registrada`);
    return component;
  }

  has(name: string): boolean {
    return this.components.has(name);
  }

  names(): ReadonlySet<string> {
    return new Set(this.components.keys());
  }
}

/** The application's registry. */
export const screenRegistry = new ScreenRegistry();
