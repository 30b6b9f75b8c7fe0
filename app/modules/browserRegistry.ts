/**
 * The schema registry in the browser: every module folder under schemas/ (`.schema.json`,
 * `.ui.json`, `.messages.json`, `.rules.ts`) found by `import.meta.glob`, so adding a module
 * folder needs no client code change.
 */
import type { CatalogueEntry } from '../../engine/core/messages';
import { SchemaRegistry, type ModuleDefinition, type ModuleSchema } from '../../engine/core/schemaRegistry';
import { ValidatorRegistry, type RuleDefinition } from '../../engine/core/validators';

const schemas = import.meta.glob<ModuleSchema>('../../schemas/*/*.schema.json', { eager: true, import: 'default' });
const uis = import.meta.glob<Record<string, unknown>>('../../schemas/*/*.ui.json', { eager: true, import: 'default' });
const messages = import.meta.glob<Record<string, CatalogueEntry>>('../../schemas/*/*.messages.json', { eager: true, import: 'default' });
const rules = import.meta.glob<{ rules?: RuleDefinition[] }>('../../schemas/*/*.rules.ts', { eager: true });

/** `../../schemas/banco/banco.schema.json` → `banco` when the file is named after its folder. */
function moduleOf(path: string, suffix: string): string | null {
  const match = /\/([^/]+)\/([^/]+)$/.exec(path);
  return match && match[2] === `${match[1]}${suffix}` ? match[1] : null;
}

function byModule<T>(files: Record<string, T>, suffix: string): Map<string, T> {
  return new Map(Object.entries(files).flatMap(([path, value]) => {
    const name = moduleOf(path, suffix);
    return name ? [[name, value] as const] : [];
  }));
}

/** The files of module folders, as `import.meta.glob` hands them (path → content). */
export interface ModuleFiles {
  readonly schemas: Record<string, ModuleSchema>;
  readonly uis: Record<string, Record<string, unknown>>;
  readonly messages: Record<string, Record<string, CatalogueEntry>>;
  readonly rules: Record<string, { rules?: RuleDefinition[] }>;
}

/** Module definitions from globbed folder files, sorted by name (also used for the test fixture modules). */
export function moduleDefinitionsFrom(files: ModuleFiles): ModuleDefinition[] {
  const ui = byModule(files.uis, '.ui.json');
  const msgs = byModule(files.messages, '.messages.json');
  const rls = byModule(files.rules, '.rules.ts');
  return [...byModule(files.schemas, '.schema.json')]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, schema]) => ({ name, schema, ui: ui.get(name) ?? {}, messages: msgs.get(name), rules: rls.get(name)?.rules ?? [] }));
}

/** Every module definition under schemas/, sorted by name. */
export function browserModuleDefinitions(): ModuleDefinition[] {
  return moduleDefinitionsFrom({ schemas, uis, messages, rules });
}

let registry: SchemaRegistry | null = null;

/** The registry of every module (built once). */
export function browserRegistry(): SchemaRegistry {
  if (!registry) {
    const built = new SchemaRegistry(new ValidatorRegistry());
    for (const def of browserModuleDefinitions()) built.add(def);
    registry = built;
  }
  return registry;
}
