/**
 * The screen config of the session's start (decision 169): for a path that opens a list or form
 * screen, the modules that screen shows whole and the others as outlines (engine/core/
 * sessionScreenConfig.ts), so that the start's bytes do not carry every module's screens; for any
 * other path (Home, a custom screen, none, token mode) the whole config, as before. The browser
 * gets the whole config (`GET /api/config`) after its first screen settled, or sooner when it opens
 * a module not described.
 */
import { linkAnnotationOf } from '../../engine/core/linkSearch/linkAnnotation';
import { linkListPolicyOf } from '../../engine/core/linkList/linkListPolicy';
import { everyProperty } from '../../engine/core/rules/everyProperty';
import type { ModuleRegistry } from '../../engine/core/schemaRegistry';
import type { ScreenConfig, ScreensConfig } from '../../engine/core/screenConfig';
import { outlinedScreenConfig } from '../../engine/core/sessionScreenConfig';
import { screenModules } from '../client/routePreloads';

/** The link kinds a module's schema names (its `x-link` fields and its link lists' searches). */
function linkKinds(registry: Pick<ModuleRegistry, 'get' | 'has'>, schema: string): string[] {
  if (!registry.has(schema)) return [];
  return everyProperty(registry.get(schema).schema.properties ?? {}).flatMap(({ property }) => {
    const kinds = [linkAnnotationOf(property)?.kind, linkListPolicyOf(property)?.search];
    return kinds.filter((kind): kind is string => typeof kind === 'string');
  });
}

/**
 * The screen-config names of the modules described whole when `screen` opens first: those it shows
 * before it draws (its own and, transitively, those its screens show: routePreloads' `screenModules`),
 * the modules of the link kinds their schemas name (a link field reads its kind's module), those of
 * the lists whose form is one of theirs (a form's "Volver" finds its list) and those of their lists' forms.
 */
export function describedModules(config: ScreensConfig, registry: Pick<ModuleRegistry, 'get' | 'has'>, screen: ScreenConfig): Set<string> {
  const schemas = new Set(screenModules(config, registry, screen));
  for (const schema of [...schemas])
    for (const kind of linkKinds(registry, schema)) {
      const module = config.links?.[kind]?.module;
      if (module) schemas.add(config.modules[module]?.schema ?? module);
    }
  const described = new Set(Object.entries(config.modules).flatMap(([name, module]) => (schemas.has(module.schema) ? [name] : [])));
  const forms = new Map(config.screens.flatMap((s) => (s.kind === 'form' ? [[s.id, s.module] as const] : [])));
  for (const s of config.screens) {
    if (s.kind !== 'list' || !s.form) continue;
    const formModule = forms.get(s.form);
    if (formModule && described.has(formModule)) described.add(s.module);
    else if (formModule && described.has(s.module)) described.add(formModule);
  }
  return described;
}

/** The start's config: the screen config's JSON and the modules it describes whole (null: all of them). */
export interface SessionConfig {
  readonly json: string;
  readonly described: readonly string[] | null;
}

/**
 * The start's config for a session opening `screen` (null: no list or form screen, the whole config).
 * Built once per screen (`cache`); `whole` is the whole config's JSON.
 */
export function sessionConfig(
  config: ScreensConfig,
  registry: Pick<ModuleRegistry, 'get' | 'has'>,
  screen: ScreenConfig | null,
  whole: string,
  cache: Map<string, SessionConfig>,
): SessionConfig {
  if (!screen || screen.kind === 'custom') return { json: whole, described: null };
  let found = cache.get(screen.id);
  if (!found) {
    const described = describedModules(config, registry, screen);
    found = { json: JSON.stringify(outlinedScreenConfig(config, described)), described: [...described].sort() };
    cache.set(screen.id, found);
  }
  return found;
}
