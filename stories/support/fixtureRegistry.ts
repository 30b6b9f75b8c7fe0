/**
 * The engine's fixture modules (tests/fixtures/modules) for stories and UI tests: a registry with
 * the shipped modules plus `prueba` and `pruebacontacto`, and the shipped config with their entries.
 */
import type { CatalogueEntry } from '../../engine/core/messages';
import { SchemaRegistry, type ModuleSchema } from '../../engine/core/schemaRegistry';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { ValidatorRegistry, type RuleDefinition } from '../../engine/core/validators';
import { everyModuleDefinition } from '../../app/modules/eagerModules';
import { moduleDefinitionsFrom } from '../../app/modules/moduleFiles';
import { withFixtureModules } from '../../tests/fixtures/fixtureModules';
import { shippedScreenConfig } from '../../app/modules/eagerScreenConfig';

const files = {
  schemas: import.meta.glob<ModuleSchema>('../../tests/fixtures/modules/*/*.schema.json', { eager: true, import: 'default' }),
  uis: import.meta.glob<Record<string, unknown>>('../../tests/fixtures/modules/*/*.ui.json', { eager: true, import: 'default' }),
  messages: import.meta.glob<Record<string, CatalogueEntry>>('../../tests/fixtures/modules/*/*.messages.json', { eager: true, import: 'default' }),
  rules: import.meta.glob<{ rules?: RuleDefinition[] }>('../../tests/fixtures/modules/*/*.rules.ts', { eager: true }),
};

let registry: SchemaRegistry | null = null;

/** Shipped modules plus the fixture modules (built once). */
export function fixtureRegistry(): SchemaRegistry {
  if (!registry) {
    const built = new SchemaRegistry(new ValidatorRegistry());
    for (const def of [...everyModuleDefinition(), ...moduleDefinitionsFrom(files)]) built.add(def);
    registry = built;
  }
  return registry;
}

/** The shipped screen config with the fixture modules, their screens and menu entry. */
export function fixtureConfig(): ScreensConfig {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shipped config edited as plain JSON
  const config = shippedScreenConfig() as unknown as Record<string, any>;
  withFixtureModules(config);
  return config as unknown as ScreensConfig;
}
