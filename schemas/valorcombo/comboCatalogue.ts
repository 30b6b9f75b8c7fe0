/**
 * The modules that have combos and their combos (ADM-23, ADM-26), from the module folders: the
 * combos each module's form reads and those its `<m>.lookups.json` defines (moduleCombos.ts), with
 * each module's title from its config. A combo another module's records fill (`feedsCombo`, the
 * teams' mirror) is marked with that module's title: its values are edited there, not here.
 */
import type { FastifyInstance } from 'fastify';
import { modulesWithCombos, type ModuleCombos } from '../../engine/core/lookups/moduleCombos';
import { readLookups } from '../../server/registry/loadLookups';

export interface ComboCatalogue {
  /** The modules that have combos, in the config's order. */
  readonly modules: readonly ModuleCombos[];
  /** The module config name of each listed module. */
  readonly byName: ReadonlyMap<string, ModuleCombos>;
  /** Combo → the title of the module whose records fill it. */
  readonly fedBy: ReadonlyMap<string, string>;
}

/** The catalogue of `app`'s modules (built once: the folders do not change while the server runs). */
export function comboCatalogue(app: Pick<FastifyInstance, 'registry' | 'config'>): ComboCatalogue {
  const { owners } = readLookups(app.registry.list());
  const sources = Object.entries(app.config.modules)
    .filter(([, config]) => app.registry.has(config.schema))
    .map(([name, config]) => ({ name, title: config.title, schema: app.registry.get(config.schema).schema, owner: config.schema }));
  // A module's own combos are found by its registry name (its folder), listed under its config name.
  const ownersByConfig = Object.fromEntries(
    Object.entries(owners).map(([combo, folder]) => [combo, sources.find((source) => source.owner === folder)?.name ?? folder]),
  );
  const modules = modulesWithCombos(sources, ownersByConfig);
  const fedBy = new Map<string, string>();
  for (const config of Object.values(app.config.modules)) {
    if (config.feedsCombo) fedBy.set(config.feedsCombo.combo, config.title);
  }
  return { modules, byName: new Map(modules.map((module) => [module.modulo, module])), fedBy };
}
