/**
 * Where a record opened from its list goes back to ("Volver" keeps the search): the list
 * puts its own URL (filters, sort, page) in the history entry of the record it opens; "Volver"
 * returns there. Without it (a typed or bookmarked record URL) the form goes back as ACC-OP01 says
 * (the list at the record, `listBackPath`). The entry also remembers the form's tab, so that a new
 * record, saved and reopened on its edit path, stays on the tab the user was on. Pure.
 */
import { listBackPath } from './listAtRecord';
import { safeReturnPath } from './form/returnTo';
import { matchScore } from './routeMatch';
import type { ListScreenConfig } from './screenConfig';

/** What a record's history entry carries: the list URL it was opened from, the tab shown. */
export interface RecordEntryState {
  readonly lista?: string;
  readonly solapa?: string;
}

/** The entry state of a navigation (`location.state`), keeping only well-formed strings. */
export function recordEntryState(state: unknown): RecordEntryState {
  if (!state || typeof state !== 'object') return {};
  const { lista, solapa } = state as Record<string, unknown>;
  return { ...(typeof lista === 'string' ? { lista } : {}), ...(typeof solapa === 'string' ? { solapa } : {}) };
}

/** True when `href` (path and query) is a URL of `list`: its path, or its path at a record (`recordPath`). */
export function isListHref(list: Pick<ListScreenConfig, 'path' | 'recordPath'>, href: string): boolean {
  const safe = safeReturnPath(href);
  if (!safe) return false;
  const pathname = safe.split(/[?#]/, 1)[0];
  return matchScore(list.path, pathname) >= 0 || (!!list.recordPath && matchScore(list.recordPath, pathname) >= 0);
}

/**
 * "Volver" of a record of `list`: the list URL the record was opened from (with its search and page)
 * when the entry carries one of this list, else the list at the saved record (ACC-OP01), else the list.
 */
export function listReturnPath(list: ListScreenConfig, state: unknown, recordId?: number): string {
  const { lista } = recordEntryState(state);
  return lista && isListHref(list, lista) ? lista : listBackPath(list, recordId);
}
