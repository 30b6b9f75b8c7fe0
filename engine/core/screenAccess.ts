/**
 * Who may open a screen (ROL-07, ROL-12): list and form screens follow their module's `access.read`
 * guard, custom screens their own `access` (none: any signed-in user; `public`: anyone). The same
 * answer drives the route guard, the menu and the Home cards.
 */
import { canAccess, type Guard, type Principal } from './permissions';
import type { ScreenConfig, ScreensConfig } from './screenConfig';

/** The guard that protects a screen's route; null when any signed-in user may open it. */
export function screenGuard(config: ScreensConfig, screen: ScreenConfig): Guard | null {
  if (screen.kind === 'custom') return screen.access ?? null;
  // An unknown module denies (the config validator reports it at start-up).
  return config.modules[screen.module]?.access.read ?? { anyOf: [] };
}

/** True when the principal may open the screen. */
export function canOpenScreen(principal: Principal | null | undefined, config: ScreensConfig, screen: ScreenConfig): boolean {
  if (screen.kind === 'custom' && screen.public) return true;
  if (!principal) return false;
  const guard = screenGuard(config, screen);
  return guard === null || (guard.anyOf.length > 0 && canAccess(principal, guard));
}

/** The path a link to the screen opens (a form opens in create mode). */
export function screenPath(screen: ScreenConfig): string {
  return screen.kind === 'form' ? screen.paths.create : screen.path;
}

/** The screen with this id; an unknown id throws naming who referenced it. */
export function screenById(config: ScreensConfig, id: string, referencedBy = 'la configuración'): ScreenConfig {
  const screen = config.screens.find((s) => s.id === id);
  if (!screen) throw new Error(`La pantalla '${id}' referenciada en ${referencedBy} no existe`);
  return screen;
}
