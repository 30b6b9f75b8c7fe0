/**
 * What Home lists per account (HOM-04, HOM-OP01): the access items — the screens of the menu the
 * user may open, with the menu's labels, icons and groups, Home itself left out. The same visibility
 * as the menu (visibleMenu), computed by the server for the caller (server/home), so the listing never
 * offers a screen the API would refuse. Pure.
 */
import type { Principal } from './permissions';
import type { ScreensConfig } from './screenConfig';
import { visibleMenu, type VisibleMenuEntry } from './visibleMenu';

/** One link of an account's card: `externo` items (an http(s) address) open in a new tab. */
export interface AccessItem {
  readonly etiqueta: string;
  readonly ruta: string;
  readonly icono: string | null;
  /** The label of the menu group it belongs to, or null at the top level. */
  readonly grupo: string | null;
  readonly externo: boolean;
}

function itemsOf(entries: readonly VisibleMenuEntry[], home: string, group: string | null): AccessItem[] {
  return entries.flatMap((entry) => {
    if (entry.children) return itemsOf(entry.children, home, entry.label);
    if (!entry.path || entry.path === home) return [];
    return [{ etiqueta: entry.label, ruta: entry.path, icono: entry.icon ?? null, grupo: group, externo: /^https?:\/\//i.test(entry.path) }];
  });
}

/** The access items of `principal` (the menu leaves they may open, Home left out), in menu order. */
export function accessItems(config: ScreensConfig, principal: Principal | null): AccessItem[] {
  return itemsOf(visibleMenu(config, principal), config.defaultRoute, null);
}
