/**
 * The product's lookups (combos): the generic ones (server/seed/lookups.ts) and each module's own,
 * `schemas/<m>/<m>.lookups.json`: `{ "<combo>": [{ "codigo", "descripcion", "extra"? }] }`, options
 * in display order (a `$comment` key is a note for the reader). The registry checks every `x-combo`
 * against their names and the seed stores their rows. A combo defined twice (by two modules, or by a
 * module and the generic seed) is a start-up problem naming both files and the fix.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { genericLookups, type SeedLookup } from '../seed/lookups';
import { jsonProblem, shownPath } from './jsonProblem';
import { moduleFolderNames } from './loadModules';
import type { ModuleFolder } from './moduleFileImport';

export type Lookups = Readonly<Record<string, readonly SeedLookup[]>>;

export interface LoadedLookups {
  readonly lookups: Lookups;
  /** The module whose `<m>.lookups.json` defines each combo; the generic ones have none. */
  readonly owners: Readonly<Record<string, string>>;
  /** One line per problem: file, JSON pointer, fix. */
  readonly problems: string[];
}

const GENERIC_FILE = 'server/seed/lookups.ts';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with a combo's options (a pointer suffix and the fix), if anything. */
function optionsProblem(options: unknown): string | undefined {
  if (!Array.isArray(options)) return ': debe ser una lista de opciones [{ "codigo", "descripcion" }]; corríjalo';
  const codes = new Set<string>();
  for (const [i, option] of options.entries()) {
    if (!isObject(option) || typeof option.codigo !== 'string' || !option.codigo || typeof option.descripcion !== 'string')
      return `/${i}: cada opción necesita "codigo" (texto no vacío) y "descripcion" (texto); corríjala`;
    if (option.extra !== undefined && !isObject(option.extra)) return `/${i}/extra: debe ser un objeto; corríjalo o quítelo`;
    if (codes.has(option.codigo)) return `/${i}/codigo: el código '${option.codigo}' ya está en este combo; use otro`;
    codes.add(option.codigo);
  }
  return undefined;
}

/** The generic lookups and those of `modules` (each folder's `<m>.lookups.json`, when it has one). */
export function readLookups(modules: readonly ModuleFolder[]): LoadedLookups {
  const lookups: Record<string, readonly SeedLookup[]> = { ...genericLookups };
  const definedIn = new Map(Object.keys(genericLookups).map((combo) => [combo, GENERIC_FILE]));
  const problems: string[] = [];
  const owners: Record<string, string> = {};
  for (const module of modules) {
    if (module.folder === undefined) continue;
    const file = join(resolve(module.folder), `${module.name}.lookups.json`);
    if (!existsSync(file)) continue;
    const shown = shownPath(file);
    const text = readFileSync(file, 'utf8');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      problems.push(jsonProblem(shown, text, error as Error));
      continue;
    }
    if (!isObject(parsed)) {
      problems.push(`${shown}: debe ser un objeto { "<combo>": [opciones] }; corríjalo`);
      continue;
    }
    for (const [combo, options] of Object.entries(parsed)) {
      if (combo === '$comment') continue;
      const problem = optionsProblem(options);
      if (problem) {
        problems.push(`${shown}#/${combo}${problem}`);
        continue;
      }
      const other = definedIn.get(combo);
      if (other) {
        problems.push(
          `${shown}#/${combo}: el combo '${combo}' ya está definido en ${other}; cámbiele el nombre o déjelo en un solo lugar (el módulo dueño; los demás lo usan por su nombre)`,
        );
        continue;
      }
      definedIn.set(combo, shown);
      owners[combo] = module.name;
      lookups[combo] = options as SeedLookup[];
    }
  }
  return { lookups, owners, problems };
}

/** The lookups of the module folders under `root` (default schemas/); a problem throws, one line each. */
export function loadLookups(root = resolve('schemas')): Lookups {
  return loadedLookups(moduleFolderNames(root).map((name) => ({ name, folder: join(root, name) })));
}

/** The lookups of `modules` (the registry's); a problem throws, one line each. */
export function loadedLookups(modules: readonly ModuleFolder[]): Lookups {
  const { lookups, problems } = readLookups(modules);
  if (problems.length) throw new Error(problems.join('\n'));
  return lookups;
}
