/**
 * What the generic screens are generated from: the effective screen config (GET /api/config), the
 * schema registry (module schemas, ui schemas, messages and rules) and, per module, the rjsf
 * validator (precompiled in the app, CSP-safe; any ValidatorType in stories). In the app a module's
 * definition loads with its first screen (`loadModule`): `useModule` suspends until it is in.
 */
import type { ValidatorType } from '@rjsf/utils';
import { createContext, use, useContext, type ReactNode } from 'react';
import type { ModuleRegistry, RegisteredModule } from '../../core/schemaRegistry';
import type { ModuleConfig, ScreensConfig } from '../../core/screenConfig';

/** Gives the rjsf validator of a module's schema. */
export type ValidatorSource = (module: RegisteredModule) => ValidatorType;

export interface Engine {
  readonly config: ScreensConfig;
  readonly registry: ModuleRegistry;
  readonly validatorFor: ValidatorSource;
  /** Downloads a module's validators ahead of its first form (prefetch); absent where they are all loaded. */
  readonly loadValidators?: (module: string) => Promise<unknown>;
  /**
   * Loads a module's definition, and those of the modules its screens show (moduleDependencies),
   * into `registry`, by registry name: the same promise on every call, marked fulfilled once they
   * are in (React's `use` then reads it without suspending); for a name the app does not know, null or
   * a promise that registers nothing (`registry.get` then says so).
   * Absent where the registry holds every module (tests, stories).
   */
  readonly loadModule?: (module: string) => Promise<void> | null;
  /**
   * Brings the whole screen config of module `module` (a screen-config name; none: of every module)
   * when the session's start outlined it (decision 169): null when it is whole, else the same promise
   * on every call, marked fulfilled once the config has grown in place. `loadModule` waits for it too.
   * Absent where the config is whole (tests, stories).
   */
  readonly loadConfig?: (module?: string) => Promise<void> | null;
}

const EngineContext = createContext<Engine | null>(null);

/** Provides config, registry and validators to every engine component. */
export function EngineProvider({ engine, children }: { engine: Engine; children: ReactNode }) {
  return <EngineContext.Provider value={engine}>{children}</EngineContext.Provider>;
}

/** The engine in context. */
export function useEngine(): Engine {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('useEngine: falta <EngineProvider>');
  return engine;
}

/** The engine in context, or null outside a provider (a form drawn on its own, in a widget's test). */
export function useOptionalEngine(): Engine | null {
  return useContext(EngineContext);
}

/**
 * Suspends the caller until module `schema` (a registry name) and those its screens show are
 * registered. `use` is called on every render or on none (the promise is kept once in), as React asks.
 */
export function useModuleLoaded(schema: string): void {
  const loading = useEngine().loadModule?.(schema);
  if (loading) use(loading);
}

/**
 * Suspends the caller until the screen config of module `module` (a screen-config name; none: of
 * every module) is whole: what reads more of another module's config than its outline (a link's
 * kind, a dialog's form, a custom screen) waits for it (decision 169).
 */
export function useConfigLoaded(module?: string): void {
  const loading = useEngine().loadConfig?.(module);
  if (loading) use(loading);
}

/** A registered module by its registry name, with or without a generic API (suspends while it loads). */
export function useRegisteredModule(schema: string): RegisteredModule {
  const { registry } = useEngine();
  useModuleLoaded(schema);
  return registry.get(schema);
}

/** A module's config and its registered schema (suspends while it loads); an unknown name throws (fail loudly). */
export function useModule(name: string): { readonly config: ModuleConfig; readonly module: RegisteredModule } {
  const { config, registry } = useEngine();
  const moduleConfig = config.modules[name];
  if (!moduleConfig) throw new Error(`El módulo '${name}' no está en screens.config.json`);
  useConfigLoaded(name);
  useModuleLoaded(moduleConfig.schema);
  return { config: moduleConfig, module: registry.get(moduleConfig.schema) };
}
