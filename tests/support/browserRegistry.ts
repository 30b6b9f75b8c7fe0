/**
 * The schema registry a browser would build in a real-API DOM test: the product's modules and
 * those of a test folder (the fixture modules, or a module written by the test).
 */
import { resolve } from 'node:path';
import { SchemaRegistry } from '../../engine/core/schemaRegistry';
import { ValidatorRegistry } from '../../engine/core/validators';
import { loadModuleDefinitions } from '../../server/registry/loadModules';

/** A registry of `schemas/` and, when given, `folder`. */
export async function browserRegistry(folder?: string): Promise<SchemaRegistry> {
  const registry = new SchemaRegistry(new ValidatorRegistry());
  const extra = folder ? await loadModuleDefinitions(folder) : [];
  for (const def of [...(await loadModuleDefinitions(resolve('schemas'))), ...extra]) registry.add(def);
  return registry;
}
