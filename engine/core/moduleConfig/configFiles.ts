/**
 * The two kinds of file the screen config is written in, merged by mergeScreenConfig.ts into one
 * `ScreensConfig` (the effective config `GET /api/config` answers). Their meta-schemas are in
 * moduleConfigSchema.ts.
 */
import type { LinkKindConfig, MenuEntry, ModuleConfig, ScreenConfig, ScreensConfig } from '../screenConfig';

/**
 * `schemas/<m>/<m>.config.json`: one module's part of the screen config, in its folder. Its screens,
 * links and entries are merged after the root's, module by module (the root's `moduleOrder`, then
 * by name); a screen id, a path or a link kind that another file declares is a problem naming both.
 */
export interface ModuleConfigJson {
  /** The module's settings (access, list, messages…): `modules.<m>` of the merged config, `<m>` the folder's name. */
  readonly module: ModuleConfig;
  /** Its screens: lists, forms and custom screens of its own. */
  readonly screens?: readonly ScreenConfig[];
  /** The search-and-link kinds whose records are its own, each with its words (`noun: { singular, plural, gender }`). */
  readonly links?: Readonly<Record<string, LinkKindConfig>>;
  /** Its menu entries: in the root's group `group` when they name one, else where the root places `{ "module": "<m>" }`, else at the end. */
  readonly menu?: readonly ModuleMenuEntry[];
}

/** A module's menu entry: a merged menu entry, optionally placed in one of the root's groups. */
export interface ModuleMenuEntry extends MenuEntry {
  /** The id of a root group (`herramientas`): the entry is one of its children, in module order. */
  readonly group?: string;
}

/** `screens.config.json`, the root: the global settings, the screens of no module and the menu's order. */
export interface RootConfigJson {
  /** The format's version (1). */
  readonly version: number;
  /** Where the app opens; a screen must answer it. */
  readonly defaultRoute: string;
  /** Idle sign-out timings (`SessionConfig`). */
  readonly session: ScreensConfig['session'];
  /** The company's own e-mail domain and account (CON-OP01). */
  readonly company?: ScreensConfig['company'];
  /** Where and how long notices show (`NotificationConfig`). */
  readonly notifications: ScreensConfig['notifications'];
  /** The modules merged first, in this order (their screens, links and entries within a group); the others follow by name. */
  readonly moduleOrder?: readonly string[];
  /** The screens of no module (home, expired session). */
  readonly screens?: readonly ScreenConfig[];
  /** The menu's order: global entries, groups filled by the modules' entries, places of a module's top-level entries. */
  readonly menu: readonly RootMenuItem[];
}

/** A root menu item. A group with no entry is left out; a module's top-level entries the root does not place go last. */
export type RootMenuItem = MenuEntry | RootMenuGroup | RootMenuModule;

/** A menu group whose children are the modules' entries naming its `group`. */
export interface RootMenuGroup {
  /** The group's title in the menu. */
  readonly label: string;
  /** A Blueprint icon name. */
  readonly icon?: string;
  /** The id the modules' entries name (`"group": "herramientas"`). */
  readonly group: string;
}

/** Where a module's top-level entries (those naming no group) go. */
export interface RootMenuModule {
  /** The module's folder name. */
  readonly module: string;
}
