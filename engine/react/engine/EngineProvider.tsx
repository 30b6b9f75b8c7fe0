/**
 * What the generic screens are generated from: the effective screen config (GET /api/config), the
 * schema registry (module schemas, ui schemas, messages and rules) and, per module, the rjsf
 * validator (precompiled in the app, CSP-safe; any ValidatorType in stories).
 */
import type { ValidatorType } from '@rjsf/utils';
import { createContext, useContext, type ReactNode } from 'react';
import type { RegisteredModule, SchemaRegistry } from '../../core/schemaRegistry';
import type { ModuleConfig, ScreensConfig } from '../../core/screenConfig';

/** Gives the rjsf validator of a module's schema. */
export type ValidatorSource = (module: RegisteredModule) => ValidatorType;

export interface Engine {
  readonly config: ScreensConfig;
  readonly registry: SchemaRegistry;
  readonly validatorFor: ValidatorSource;
  /** Downloads a module's validators ahead of its first form (prefetch); absent where they are all loaded. */
  readonly loadValidators?: (module: string) => Promise<unknown>;
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

/** A module's config and its registered schema; an unknown name throws (fail loudly). */
export function useModule(name: string): { readonly config: ModuleConfig; readonly module: RegisteredModule } {
  const { config, registry } = useEngine();
  const moduleConfig = config.modules[name];
  if (!moduleConfig) throw new Error(`El módulo '${name}' no está en screens.config.json`);
  return { config: moduleConfig, module: registry.get(moduleConfig.schema) };
}
