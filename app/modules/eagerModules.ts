/**
 * Every module under schemas/ at once (`import.meta.glob`, eager), for stories and tests that need
 * them all registered. The app does not use it: it loads a module's definition with its first
 * screen (browserRegistry.ts).
 */
import type { CatalogueEntry } from '../../engine/core/messages';
import { SchemaRegistry, type ModuleDefinition, type ModuleSchema } from '../../engine/core/schemaRegistry';
import { ValidatorRegistry, type RuleDefinition } from '../../engine/core/validators';
import { moduleDefinitionsFrom } from './moduleFiles';

const schemas = import.meta.glob<ModuleSchema>('../../schemas/*/*.schema.json', { eager: true, import: 'default' });
const uis = import.meta.glob<Record<string, unknown>>('../../schemas/*/*.ui.json', { eager: true, import: 'default' });
const messages = import.meta.glob<Record<string, CatalogueEntry>>('../../schemas/*/*.messages.json', { eager: true, import: 'default' });
const rules = import.meta.glob<{ rules?: RuleDefinition[] }>('../../schemas/*/*.rules.ts', { eager: true });

/** Every module definition under schemas/, sorted by name. */
export function everyModuleDefinition(): ModuleDefinition[] {
  return moduleDefinitionsFrom({ schemas, uis, messages, rules });
}

let registry: SchemaRegistry | null = null;

/** The registry of every module (built once). */
export function everyModuleRegistry(): SchemaRegistry {
  if (!registry) {
    const built = new SchemaRegistry(new ValidatorRegistry());
    for (const def of everyModuleDefinition()) built.add(def);
    registry = built;
  }
  return registry;
}
