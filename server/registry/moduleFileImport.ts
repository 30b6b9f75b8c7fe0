/**
 * Imports a module folder's code file (`<m>.server.ts`, `<m>.seed.ts`) by the convention of its
 * name, as the loader imports `<m>.rules.ts`: absent is fine, a file that does not load or lacks its
 * export throws one line naming the file and the fix.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { shownPath } from './jsonProblem';
import { importCode } from './codeImport';

/** A module and the folder it was read from (as `ModuleDefinition.folder` names it). */
export interface ModuleFolder {
  readonly name: string;
  readonly folder?: string;
}

/** The `exported` export of `<folder>/<name>.<suffix>`, or undefined when the module has no such file. */
export async function importModuleFile<T>(module: ModuleFolder, suffix: string, exported: string): Promise<T | undefined> {
  if (module.folder === undefined) return undefined;
  const file = join(resolve(module.folder), `${module.name}.${suffix}`);
  if (!existsSync(file)) return undefined;
  let loaded: Record<string, unknown>;
  try {
    loaded = (await importCode(file)) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`${shownPath(file)}: no se pudo cargar (${(error as Error).message.split('\n')[0]}); corríjalo`);
  }
  if (typeof loaded[exported] !== 'object' || loaded[exported] === null)
    throw new Error(`${shownPath(file)}: no exporta '${exported}'; agregue \`export const ${exported} = { … }\` o quite el archivo`);
  return loaded[exported] as T;
}

/** The `exported` exports of every module of `modules` that has the file, in the given order; every file that fails is named, one line each. */
export async function importModuleFiles<T>(modules: readonly ModuleFolder[], suffix: string, exported: string): Promise<{ module: string; value: T }[]> {
  const found: { module: string; value: T }[] = [];
  const problems: string[] = [];
  for (const module of modules) {
    try {
      const value = await importModuleFile<T>(module, suffix, exported);
      if (value !== undefined) found.push({ module: module.name, value });
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (problems.length) throw new Error(problems.join('\n'));
  return found;
}
