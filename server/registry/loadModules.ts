/**
 * Loads every module folder under schemas/ from disk: `<m>.schema.json`, `<m>.ui.json`,
 * optional `<m>.messages.json` and `<m>.rules.ts`. Adding a module means adding a folder.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ModuleDefinition, ModuleSchema } from '../../engine/core/schemaRegistry';
import type { RuleDefinition } from '../../engine/core/validators';

const readJson = <T>(file: string): T => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
};

export async function loadModuleDefinitions(root = resolve('schemas')): Promise<ModuleDefinition[]> {
  const folders = readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  const definitions: ModuleDefinition[] = [];
  for (const name of folders) {
    const base = join(root, name, name);
    if (!existsSync(`${base}.schema.json`)) throw new Error(`${join(root, name)}: falta ${name}.schema.json`);
    const rulesFile = `${base}.rules.ts`;
    const rules = existsSync(rulesFile)
      ? ((await import(pathToFileURL(rulesFile).href)) as { rules?: RuleDefinition[] }).rules ?? []
      : [];
    definitions.push({
      name,
      schema: readJson<ModuleSchema>(`${base}.schema.json`),
      ui: existsSync(`${base}.ui.json`) ? readJson(`${base}.ui.json`) : {},
      messages: existsSync(`${base}.messages.json`) ? readJson(`${base}.messages.json`) : undefined,
      rules,
    });
  }
  return definitions;
}
