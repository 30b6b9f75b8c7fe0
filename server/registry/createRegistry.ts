/** Builds the schema registry and validates screens.config.json against it (start-up and tests). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SchemaRegistry } from '../../engine/core/schemaRegistry';
import { ValidatorRegistry } from '../../engine/core/validators';
import { assertScreenConfig } from '../../engine/core/validateScreenConfig';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { loadModuleDefinitions } from './loadModules';

export interface LoadedRegistry {
  readonly registry: SchemaRegistry;
  readonly config: ScreensConfig;
}

export interface RegistrySources {
  readonly schemasDir?: string;
  /** More module folders loaded after `schemasDir` (the engine's fixture modules in tests). */
  readonly extraSchemasDirs?: readonly string[];
  readonly configFile?: string;
  /** A config object instead of the file (tests). */
  readonly config?: unknown;
}

export async function createRegistry(sources: RegistrySources = {}): Promise<LoadedRegistry> {
  const registry = new SchemaRegistry(new ValidatorRegistry());
  for (const def of await loadModuleDefinitions(sources.schemasDir)) registry.add(def);
  for (const dir of sources.extraSchemasDirs ?? []) for (const def of await loadModuleDefinitions(dir)) registry.add(def);
  const file = sources.configFile ?? resolve('screens.config.json');
  let raw = sources.config;
  if (raw === undefined) {
    try {
      raw = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`screens.config.json no es un JSON válido: ${(error as Error).message}`);
    }
  }
  const config = assertScreenConfig(raw, { schemas: new Set(registry.list().map((m) => m.name)), fields: registry.fieldMap() });
  return { registry, config };
}
