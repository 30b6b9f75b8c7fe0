/**
 * The call a list screen makes for its page, in one place: the list screen's controller
 * (engine/react/list/useListController.ts) and the entry, which starts the first screen's call as
 * soon as the session's answer is in, before the router and the screen's code run (the
 * app then takes that answer for its identical call, engine/react/api/earlyCalls.ts). Pure.
 */
import { checkListFilters } from './listFilters';
import { listQueryParams, listStateFromSearch, type ListState } from './listQuery';
import type { Principal } from './permissions';
import { recordScopeOf } from './recordScope';
import { canOpenScreen } from './screenAccess';
import { screenAtPath } from './screenAtPath';
import { routeParams } from './routeMatch';
import { listScreenAt } from './routeScreens/listScreenAt';
import type { ListScreenConfig, ModuleConfig, ModuleListConfig, ScreensConfig } from './screenConfig';
import { listRulesFor } from './scopedList';

/** True when the user sees only some records of the module (an agency user, a token): a `scoped` screen then asks for no filter. */
export function isScopedUser(principal: Principal | null, moduleConfig: Pick<ModuleConfig, 'recordScope'>): boolean {
  return principal !== null && recordScopeOf(principal, moduleConfig.recordScope).kind !== 'all';
}

/** The query of a list page: the list state's parameters and the screen (`pantalla`, whose cap applies). */
export function listPageParams(list: ModuleListConfig, state: ListState, screen: Pick<ListScreenConfig, 'id'>): Record<string, string> {
  return { ...listQueryParams(list, state), pantalla: screen.id };
}

/**
 * The list call that opening `pathname?search` makes first, when it is a list screen's own path
 * that the user may open and whose filters from the URL pass (else null: no call, or another kind).
 */
export function firstListCall(
  config: ScreensConfig,
  principal: Principal,
  pathname: string,
  search: Readonly<Record<string, string>>,
): { readonly module: string; readonly params: Record<string, string> } | null {
  const found = screenAtPath(config, pathname);
  if (!found || found.screen.kind !== 'list' || found.route !== found.screen.path) return null;
  // A path with params (ADM-11's `:area`): the screen as opened there, its fixed filters resolved.
  const screen = listScreenAt(found.screen, routeParams(found.screen.path, pathname));
  const moduleConfig = config.modules[screen.module];
  if (!moduleConfig || !canOpenScreen(principal, config, screen)) return null;
  const list = listRulesFor(moduleConfig.list, screen, isScopedUser(principal, moduleConfig)).list;
  const state = listStateFromSearch(list, screen.pageSize, { ...search, ...screen.fixedFilters });
  if (checkListFilters(list, state.filters, screen.fixedFilters ?? {}) !== null) return null;
  return { module: screen.module, params: listPageParams(list, state, screen) };
}
