/**
 * Builds the schema registry and validates the screen config against it (start-up, tests and
 * `npm run check`): screens.config.json merged with the modules' `<m>.config.json` (loadScreenConfig.ts).
 * Every module is read and checked before anything fails, so a start-up that stops lists every
 * problem at once, one line each (file, JSON pointer, fix).
 */
import { resolve } from 'node:path';
import { SchemaRegistry, type ModuleDefinition } from '../../engine/core/schemaRegistry';
import { ValidatorRegistry } from '../../engine/core/validators';
import { assertScreenConfig } from '../../engine/core/validateScreenConfig';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { readModuleFolders } from './loadModules';
import { readLookups } from './loadLookups';
import { readScreenConfig } from './loadScreenConfig';
import { searchSortFields } from '../../engine/core/searchSortField';
import { withOwnerWriteGuards } from '../../engine/core/ownerWrite';
import { staffContactProblems } from '../../engine/core/staffContacts';

export interface LoadedRegistry {
  readonly registry: SchemaRegistry;
  readonly config: ScreensConfig;
}

export interface RegistrySources {
  readonly schemasDir?: string;
  /** More module folders loaded after `schemasDir` (the engine's fixture modules in tests). */
  readonly extraSchemasDirs?: readonly string[];
  /** The root config file (default screens.config.json); a whole effective config in it is taken as it is. */
  readonly configFile?: string;
  /** A whole effective config instead of the files (tests). */
  readonly config?: unknown;
  /** Combo names an `x-combo` may name; default: the generic lookups and those of the loaded module folders (loadLookups.ts). */
  readonly combos?: Iterable<string>;
}

export async function createRegistry(sources: RegistrySources = {}): Promise<LoadedRegistry> {
  const problems: string[] = [];
  const definitions: ModuleDefinition[] = [];
  const schemasDirs = [sources.schemasDir ?? resolve('schemas'), ...(sources.extraSchemasDirs ?? [])];
  for (const dir of schemasDirs) {
    const loaded = await readModuleFolders(dir);
    problems.push(...loaded.problems);
    definitions.push(...loaded.definitions);
  }
  let combos = sources.combos;
  if (combos === undefined) {
    const lookups = readLookups(definitions);
    problems.push(...lookups.problems);
    combos = Object.keys(lookups.lookups);
  }
  const registry = new SchemaRegistry(new ValidatorRegistry(), undefined, { combos: new Set(combos) });
  for (const def of definitions) {
    try {
      registry.add(def);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  // The root file merged with the modules' config files, unless the caller passed a whole config.
  const merged = sources.config === undefined ? readScreenConfig({ configFile: sources.configFile, schemasDirs }) : undefined;
  problems.push(...(merged?.problems ?? []));
  // The config's references need every module: a module that failed would only add noise.
  if (problems.length) throw new Error(problems.join('\n'));
  const raw = merged ? merged.config : sources.config;
  const checked = assertScreenConfig(
    raw,
    { schemas: new Set(registry.list().map((m) => m.name)), fields: registry.fieldMap(), comboFields: registry.comboFieldMap() },
    merged?.origin,
  );
  // The staff contacts are one kind for every use (`company.staffLink`): the permissions' person and the teams' members link it.
  const staff = staffContactProblems(checked, (schema, field) => {
    const property = registry.has(schema)
      ? (registry.get(schema).schema.properties[field] as Record<string, { kind?: string; search?: string }> | undefined)
      : undefined;
    return property ? { link: property['x-link']?.kind, search: property['x-link-list']?.search } : undefined;
  });
  if (staff.length) {
    const where = merged?.origin ?? ((path: string) => path);
    throw new Error(`screens.config.json no es válido:\n${staff.map((p) => `  - ${where(p.path)}: ${p.message}`).join('\n')}`);
  }
  // A module whose write follows its owner (BAC-OP02) gets its derived write guard, served as such to the browser.
  const config = withOwnerWriteGuards(checked, (name) => registry.get(checked.modules[name].schema).schema.properties as Record<string, unknown>);
  registry.setSearchSortFields(searchSortFields(config, new Map(registry.list().map((m) => [m.name, m.fields]))));
  return { registry, config };
}
