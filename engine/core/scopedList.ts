/**
 * The list rules of one search: the module's (and the screen's cap), or, for a user under the
 * module's record scope on a screen that declares `scoped` (an external agency user, CON-37/40),
 * no required filter and the scoped cap (999). A screen's own `requireFilter` replaces the module's.
 * One function for the API and the list screen.
 */
import { listCapOf, type ListCap } from './listCap';
import type { ListScreenConfig, ModuleListConfig } from './screenConfig';

export interface ListRules {
  readonly list: ModuleListConfig;
  readonly cap: ListCap;
}

/** The rules of a search of `list` from `screen` by a user who is (`scoped`) or is not under the record scope. */
export function listRulesFor(
  list: ModuleListConfig,
  screen: Pick<ListScreenConfig, 'cap' | 'capMessage' | 'scoped' | 'requireFilter'> | undefined,
  scoped: boolean,
): ListRules {
  const cap = listCapOf(list, screen);
  // A screen may replace the module's required filter (SUP-15: the pending suppliers list at once).
  if (screen?.requireFilter !== undefined && screen.requireFilter !== list.requireFilter) list = { ...list, requireFilter: screen.requireFilter };
  if (!scoped || !screen?.scoped) return { list, cap };
  const own = screen.scoped;
  return { list: { ...list, requireFilter: false }, cap: { cap: own.cap ?? cap.cap, messageKey: own.capMessage ?? cap.messageKey } };
}
