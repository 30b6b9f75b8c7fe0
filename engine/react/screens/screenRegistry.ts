/**
 * Custom screens by name (screens.config.json `component`), as rjsf registers widgets: a plain
 * map, registering a name twice throws, an unknown name throws naming the config path.
 */
import type { ComponentType } from 'react';
import type { CustomScreenConfig } from '../../core/screenConfig';

export type ScreenComponent = ComponentType<{ readonly screen: CustomScreenConfig }>;

export class ScreenRegistry {
  private readonly components = new Map<string, ScreenComponent>();

  /** Registers a component; a name registered twice throws. */
  register(name: string, component: ScreenComponent): void {
    if (this.components.has(name)) throw new Error(`La pantalla '${name}' ya está registrada`);
    this.components.set(name, component);
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

/** Registers a custom screen in the application's registry. */
export function registerScreen(name: string, component: ScreenComponent): void {
  screenRegistry.register(name, component);
}
