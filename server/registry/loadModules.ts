/**
 * Loads every module folder under schemas/ from disk: `<m>.schema.json`, `<m>.ui.json`,
 * optional `<m>.messages.json` and `<m>.rules.ts`. Adding a module means adding a folder.
 * A file that cannot be read (invalid JSON, a rules file that does not load) is one line naming
 * the file, where and the fix; every folder is read so that all of them are reported at once.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ModuleDefinition, ModuleSchema } from '../../engine/core/schemaRegistry';
import type { RuleDefinition } from '../../engine/core/validators';
import { jsonProblem, shownPath } from './jsonProblem';
import { importCode } from './codeImport';

export interface LoadedModules {
  readonly definitions: ModuleDefinition[];
  /** One line per file that could not be read. */
  readonly problems: string[];
}

/** The module folders of `root` (directories or links to them), by name. */
export function moduleFolderNames(root: string): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() || (d.isSymbolicLink() && statSync(join(root, d.name)).isDirectory()))
    .map((d) => d.name)
    .sort();
}

/** Reads every module folder of `root`, collecting the files that cannot be read. */
export async function readModuleFolders(root = resolve('schemas')): Promise<LoadedModules> {
  const folders = moduleFolderNames(root);
  const definitions: ModuleDefinition[] = [];
  const problems: string[] = [];
  const shown = shownPath;
  const readJson = <T>(file: string): T | undefined => {
    const text = readFileSync(file, 'utf8');
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      problems.push(jsonProblem(shown(file), text, error as Error));
      return undefined;
    }
  };
  for (const name of folders) {
    const base = join(root, name, name);
    if (!existsSync(`${base}.schema.json`)) {
      problems.push(`${shown(join(root, name))}: falta ${name}.schema.json; créelo o quite la carpeta`);
      continue;
    }
    const rulesFile = `${base}.rules.ts`;
    let rules: RuleDefinition[] = [];
    if (existsSync(rulesFile)) {
      try {
        rules = ((await importCode(rulesFile)) as { rules?: RuleDefinition[] }).rules ?? [];
      } catch (error) {
        problems.push(`${shown(rulesFile)}: no se pudo cargar (${(error as Error).message.split('\n')[0]}); corríjalo`);
      }
    }
    const schema = readJson<ModuleSchema>(`${base}.schema.json`);
    const ui = existsSync(`${base}.ui.json`) ? readJson<Record<string, unknown>>(`${base}.ui.json`) : {};
    const messages = existsSync(`${base}.messages.json`) ? readJson<ModuleDefinition['messages']>(`${base}.messages.json`) : {};
    if (!schema || !ui || !messages) continue;
    definitions.push({ name, folder: shown(join(root, name)), schema, ui, messages: existsSync(`${base}.messages.json`) ? messages : undefined, rules });
  }
  return { definitions, problems };
}

/** The module definitions of `root`; any file that cannot be read throws, one line per file. */
export async function loadModuleDefinitions(root = resolve('schemas')): Promise<ModuleDefinition[]> {
  const { definitions, problems } = await readModuleFolders(root);
  if (problems.length) throw new Error(problems.join('\n'));
  return definitions;
}
