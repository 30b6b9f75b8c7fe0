/**
 * Module folders' files as `import.meta.glob` hands them (path → content or loader): which module
 * a path belongs to, and the definitions they make. Shared by the app's lazy registry
 * (browserRegistry.ts, from each module's loader file), the folders' lazy loaders that tests use
 * (folderModules.ts) and the registry of every module that stories and tests build (eagerModules.ts).
 */
import type { CatalogueEntry } from '../../engine/core/messages';
import type { ModuleDefinition, ModuleSchema } from '../../engine/core/schemaRegistry';
import type { RuleDefinition } from '../../engine/core/validators';

/** `../../schemas/banco/banco.schema.json` → `banco` when the file is named after its folder. */
function moduleOf(path: string, suffix: string): string | null {
  const match = /\/([^/]+)\/([^/]+)$/.exec(path);
  return match && match[2] === `${match[1]}${suffix}` ? match[1] : null;
}

/** The files named after their folder, by module name. */
export function byModule<T>(files: Record<string, T>, suffix: string): Map<string, T> {
  return new Map(
    Object.entries(files).flatMap(([path, value]) => {
      const name = moduleOf(path, suffix);
      return name ? [[name, value] as const] : [];
    }),
  );
}

/** The files of module folders (path → content). */
export interface ModuleFiles {
  readonly schemas: Record<string, ModuleSchema>;
  readonly uis: Record<string, Record<string, unknown>>;
  readonly messages: Record<string, Record<string, CatalogueEntry>>;
  readonly rules: Record<string, { rules?: RuleDefinition[] }>;
}

/** One module's definition from its files' contents. */
export function moduleDefinition(
  name: string,
  files: { schema: ModuleSchema; ui?: Record<string, unknown>; messages?: Record<string, CatalogueEntry>; rules?: { rules?: RuleDefinition[] } },
): ModuleDefinition {
  return { name, schema: files.schema, ui: files.ui ?? {}, messages: files.messages, rules: files.rules?.rules ?? [] };
}

/** Module definitions from globbed folder files, sorted by name (also used for the test fixture modules). */
export function moduleDefinitionsFrom(files: ModuleFiles): ModuleDefinition[] {
  const ui = byModule(files.uis, '.ui.json');
  const msgs = byModule(files.messages, '.messages.json');
  const rls = byModule(files.rules, '.rules.ts');
  return [...byModule(files.schemas, '.schema.json')]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, schema]) => moduleDefinition(name, { schema, ui: ui.get(name), messages: msgs.get(name), rules: rls.get(name) }));
}
