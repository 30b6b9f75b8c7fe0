/**
 * The result cap of a list search and its warning (ACC-18, CON-11, OPP-11, ACT-10, CON-40): the list
 * screen's own cap and message when it declares them, otherwise the module's. The API applies the
 * cap and states the warning; the list screen shows the same text.
 */
import { t } from './messages';
import type { ListScreenConfig, ModuleListConfig } from './screenConfig';

export interface ListCap {
  readonly cap: number;
  /** Catalogue key of the warning shown when more records match than the cap. */
  readonly messageKey: string;
}

/** The cap that applies to a search of `list` from `screen` (absent: the module's own). */
export function listCapOf(list: Pick<ModuleListConfig, 'cap' | 'capMessage'>, screen?: Pick<ListScreenConfig, 'cap' | 'capMessage'>): ListCap {
  if (screen?.cap !== undefined) return { cap: screen.cap, messageKey: screen.capMessage ?? 'search.capReached' };
  return { cap: list.cap, messageKey: screen?.capMessage ?? list.capMessage ?? 'search.capReached' };
}

/** The warning text of a reached cap (`Se mostraron 100 resultados, existen más disponibles…`). */
export function capWarning(cap: ListCap): string {
  return t(cap.messageKey, { cap: cap.cap });
}
