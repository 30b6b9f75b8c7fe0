/**
 * The screen config the session's start carries (decision 169): the root settings, the menu, the
 * link kinds, custom screens and the modules the first screen shows (`described`) whole, and of every
 * other module and its screens only an outline: what the menu, the router and the guards read before
 * the module opens (its schema name and access guards; a screen's id, kind, module and paths). The
 * whole config (`GET /api/config`) comes later and grows that same config in place
 * (`growScreenConfig`): the objects the first screen holds keep their identity, an outline becomes
 * the whole entry. Until then, a reader of an entry not described reads only its outline; whatever
 * reads more waits for the module (`Engine.loadModule`, `Engine.loadConfig`). Pure.
 */
import type { ModuleConfig, ScreenConfig, ScreensConfig } from './screenConfig';

/** What a module not described carries: its registry name and its guards (menu, routes, links' reads). */
export type ModuleOutline = Pick<ModuleConfig, 'schema' | 'access'>;

/** A module's outline. */
export function moduleOutline(module: ModuleConfig): ModuleOutline {
  return { schema: module.schema, access: module.access };
}

/**
 * A screen's outline: a list's id, kind, module and paths, a form's id, kind, module and paths
 * (screenAtPath's, the menu's and the router's reads); a custom screen, which names no module, whole.
 */
export function screenOutline(screen: ScreenConfig): ScreenConfig {
  if (screen.kind === 'list')
    return {
      id: screen.id,
      kind: screen.kind,
      path: screen.path,
      module: screen.module,
      ...(screen.recordPath ? { recordPath: screen.recordPath } : {}),
    } as ScreenConfig;
  if (screen.kind === 'form') return { id: screen.id, kind: screen.kind, module: screen.module, paths: screen.paths } as ScreenConfig;
  return screen;
}

/**
 * `config` with the modules of `described` (screen-config names) and their screens whole, every
 * other module and its screens as outlines. Typed as the whole config: what may be read of an entry
 * not described is its outline (the module doc above).
 */
export function outlinedScreenConfig(config: ScreensConfig, described: ReadonlySet<string>): ScreensConfig {
  const modules = Object.fromEntries(Object.entries(config.modules).map(([name, module]) => [name, described.has(name) ? module : moduleOutline(module)]));
  const screens = config.screens.map((screen) => (screen.kind === 'custom' || described.has(screen.module) ? screen : screenOutline(screen)));
  return { ...config, modules: modules as ScreensConfig['modules'], screens };
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * Grows `config` (an outlined config) into `whole` in place: each outline gets the whole entry's
 * properties (same object), an entry `config` lacks is added; described entries are left as they are
 * (the same values). The menu, the root settings and the link kinds come whole from the start.
 */
export function growScreenConfig(config: ScreensConfig, whole: ScreensConfig): void {
  const modules = config.modules as Record<string, ModuleConfig>;
  for (const [name, module] of Object.entries(whole.modules)) {
    if (!modules[name]) modules[name] = module;
    else if (!('list' in modules[name])) Object.assign(modules[name], module);
  }
  const screens = config.screens as ScreenConfig[];
  const byId = new Map(screens.map((screen) => [screen.id, screen]));
  for (const screen of whole.screens) {
    const own = byId.get(screen.id);
    if (!own) screens.push(screen);
    else if (own.kind !== 'custom' && !('title' in own)) Object.assign(own, screen);
  }
  const links = whole.links ?? {};
  if (!config.links) (config as Mutable<ScreensConfig>).links = links;
  else for (const [kind, link] of Object.entries(links)) if (!config.links[kind]) (config.links as Record<string, unknown>)[kind] = link;
}
