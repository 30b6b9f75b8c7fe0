/**
 * The other modules a module's screens show (the browser loads a module's definition with
 * its first screen, and with it those of the modules its screens need, before the screen renders):
 * the modules of its form's related-records tabs (`ui:tabs[].related`, listed and opened in a
 * dialog), of its link fields that create or view the linked record in a dialog (`x-link` with
 * `create` or `view`), and the targets of its list's link filters. Names are registry (schema)
 * names. Pure: the definition and the screen config.
 */
import { linkAnnotationOf } from './linkSearch/linkAnnotation';
import { everyProperty } from './rules/everyProperty';
import type { ModuleDefinition } from './schemaRegistry';
import { relatedPanelOf } from './related/relatedPanel';
import type { ScreensConfig } from './screenConfig';

/** The registry names of the modules `def`'s screens show (itself left out), sorted. */
export function moduleDependencies(def: Pick<ModuleDefinition, 'name' | 'schema' | 'ui'>, config: Pick<ScreensConfig, 'modules' | 'links'>): string[] {
  const schemaOf = (module: string) => config.modules[module]?.schema ?? module;
  const tabs = Array.isArray(def.ui['ui:tabs']) ? (def.ui['ui:tabs'] as unknown[]) : [];
  const related = tabs.flatMap((tab) => relatedPanelOf(tab)?.module ?? []);
  const dialogs = everyProperty(def.schema.properties ?? {}).flatMap(({ property }) => {
    const link = linkAnnotationOf(property);
    const module = link && (link.create || link.view) ? config.links?.[link.kind]?.module : undefined;
    return module ? [module] : [];
  });
  const filters = Object.values(config.modules)
    .filter((module) => module.schema === def.name)
    .flatMap((module) => module.list.filters.flatMap((filter) => (filter.kind === 'link' && filter.target ? [filter.target] : [])));
  return [...new Set([...related, ...dialogs, ...filters].map(schemaOf))].filter((name) => name !== def.name).sort();
}
