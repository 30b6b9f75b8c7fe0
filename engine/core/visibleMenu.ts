/**
 * The menu a user sees: only entries whose target screen the user may open (screenAccess), and
 * groups only when one of their children remains.
 */
import type { Principal } from './permissions';
import type { MenuEntry, ScreensConfig } from './screenConfig';
import { canOpenScreen, screenPath } from './screenAccess';

export interface VisibleMenuEntry {
  readonly label: string;
  readonly icon?: string;
  /** Target path; absent for groups. */
  readonly path?: string;
  readonly screenId?: string;
  /** An API path answering `{ cantidad }`, shown beside the entry (SUP-16). */
  readonly count?: string;
  readonly children?: readonly VisibleMenuEntry[];
}

function visibleEntry(config: ScreensConfig, principal: Principal | null, entry: MenuEntry): VisibleMenuEntry | null {
  if (entry.children) {
    const children = entry.children.map((child) => visibleEntry(config, principal, child)).filter((c): c is VisibleMenuEntry => c !== null);
    return children.length ? { label: entry.label, icon: entry.icon, children } : null;
  }
  const screen = entry.screen ? config.screens.find((s) => s.id === entry.screen) : undefined;
  if (!screen || !canOpenScreen(principal, config, screen)) return null;
  return { label: entry.label, icon: entry.icon, path: screenPath(screen), screenId: screen.id, ...(entry.count ? { count: entry.count } : {}) };
}

/** The configured menu filtered for the principal. */
export function visibleMenu(config: ScreensConfig, principal: Principal | null): VisibleMenuEntry[] {
  return config.menu.map((entry) => visibleEntry(config, principal, entry)).filter((e): e is VisibleMenuEntry => e !== null);
}

/** Every leaf of a visible menu, depth first (Home cards, quick links). */
export function menuLeaves(entries: readonly VisibleMenuEntry[]): VisibleMenuEntry[] {
  return entries.flatMap((entry) => (entry.children ? menuLeaves(entry.children) : [entry]));
}

/**
 * The other leaves of the visible menu group that holds `screenId`, in menu order: an area's
 * landing page (`/admin`, ADM-01) links what its group offers the user, nothing it may not open.
 */
export function menuSiblings(entries: readonly VisibleMenuEntry[], screenId: string): VisibleMenuEntry[] {
  for (const entry of entries) {
    if (!entry.children) continue;
    if (entry.children.some((child) => child.screenId === screenId)) return menuLeaves(entry.children).filter((leaf) => leaf.screenId !== screenId);
    const nested = menuSiblings(entry.children, screenId);
    if (nested.length) return nested;
  }
  return [];
}
