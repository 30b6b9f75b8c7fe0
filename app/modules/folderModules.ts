/**
 * Module definitions read from the module folders' files by lazy `import.meta.glob` (path → loader),
 * for tests and stories that load modules as the app does but without a build: the shipped
 * schemas/<m>/ folders or the test fixtures'. The app reads each module's loader file instead
 * (moduleLoaderFiles.ts).
 */
import type { CatalogueEntry } from '../../engine/core/messages';
import type { ModuleSchema } from '../../engine/core/trustedSchemaRegistry';
import type { RuleDefinition } from '../../engine/core/validators';
import type { ModuleSource } from './browserRegistry';
import { byModule, moduleDefinition } from './moduleFiles';

type Load<T> = () => Promise<T>;

/** A module's file loaders. */
export interface ModuleFileLoaders {
  readonly schema: Load<ModuleSchema>;
  readonly ui?: Load<Record<string, unknown>>;
  readonly messages?: Load<Record<string, CatalogueEntry>>;
  readonly rules?: Load<{ rules?: RuleDefinition[] }>;
}

/** Lazy globs of module folders' files (path → loader). */
export interface ModuleFileGlobs {
  readonly schemas: Record<string, Load<ModuleSchema>>;
  readonly uis: Record<string, Load<Record<string, unknown>>>;
  readonly messages: Record<string, Load<Record<string, CatalogueEntry>>>;
  readonly rules: Record<string, Load<{ rules?: RuleDefinition[] }>>;
}

/** A manifest from lazy globs: module name → its file loaders. */
export function manifestFrom(globs: ModuleFileGlobs): Map<string, ModuleFileLoaders> {
  const uis = byModule(globs.uis, '.ui.json');
  const messages = byModule(globs.messages, '.messages.json');
  const rules = byModule(globs.rules, '.rules.ts');
  return new Map(
    [...byModule(globs.schemas, '.schema.json')].map(([name, schema]) => [
      name,
      { schema, ui: uis.get(name), messages: messages.get(name), rules: rules.get(name) },
    ]),
  );
}

/** The manifest of the modules under schemas/. */
export function moduleManifest(): Map<string, ModuleFileLoaders> {
  return manifestFrom({
    schemas: import.meta.glob<ModuleSchema>('../../schemas/*/*.schema.json', { import: 'default' }),
    uis: import.meta.glob<Record<string, unknown>>('../../schemas/*/*.ui.json', { import: 'default' }),
    messages: import.meta.glob<Record<string, CatalogueEntry>>('../../schemas/*/*.messages.json', { import: 'default' }),
    rules: import.meta.glob<{ rules?: RuleDefinition[] }>('../../schemas/*/*.rules.ts'),
  });
}

/** The definitions of a manifest's modules, each loaded from its files when asked for. */
export function manifestSource(manifest: ReadonlyMap<string, ModuleFileLoaders>): ModuleSource {
  return async (name) => {
    const files = manifest.get(name);
    if (!files) return undefined;
    const [schema, ui, messages, rules] = await Promise.all([files.schema(), files.ui?.(), files.messages?.(), files.rules?.()]);
    return moduleDefinition(name, { schema, ui, messages, rules });
  };
}
