/**
 * The state of a list screen (filters, sort, page) and the module API query it becomes:
 * `?<filter>=&orden=&dir=&limit=&offset=` (docs/api.md; a multi filter is a comma list, a date range
 * `<name>Desde`/`<name>Hasta`). Pure, shared by the list controller and tests.
 */
import { filterParams, isSet, multiValues, type FilterValue, type FilterValues } from './listFilters';
import type { ModuleListConfig } from './screenConfig';

export interface ListSort {
  readonly field: string;
  readonly direction: 'asc' | 'desc';
}

export interface ListState {
  /** Applied filter values by filter name. */
  readonly filters: FilterValues;
  readonly sort: ListSort;
  /** Zero-based page. */
  readonly page: number;
  readonly pageSize: number;
}

/** The first page of a list, sorted as configured, with no filter. */
export function initialListState(list: ModuleListConfig, pageSize: number): ListState {
  return { filters: {}, sort: list.defaultSort, page: 0, pageSize };
}

/** One filter value as a parameter: trimmed text, `true`/`false`, a multi filter's codes joined by commas. */
function paramText(kind: string, value: FilterValue): string {
  if (kind === 'multi') return multiValues(value).join(',');
  return typeof value === 'string' ? value.trim() : String(value);
}

/** Query parameters for `GET /api/modulos/:m`; empty filters are left out. */
export function listQueryParams(list: ModuleListConfig, state: ListState): Record<string, string> {
  const params: Record<string, string> = {};
  for (const filter of list.filters) {
    for (const param of filterParams(filter)) {
      const text = isSet(state.filters[param]) ? paramText(filter.kind, state.filters[param]) : '';
      if (text) params[param] = text;
    }
  }
  params.orden = state.sort.field;
  params.dir = state.sort.direction;
  params.limit = String(state.pageSize);
  params.offset = String(state.page * state.pageSize);
  return params;
}

/** Clicking a column header: the same column flips direction, another one sorts ascending. */
export function nextSort(current: ListSort, field: string): ListSort {
  if (current.field === field) return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { field, direction: 'asc' };
}

/** Number of pages for `total` rows (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The list state kept in the page URL (`?texto=&vigente=&orden=&dir=&pagina=`), so that going back
 * from a record restores the search. Unknown filters and non-sortable fields are ignored.
 */
export function listStateFromSearch(list: ModuleListConfig, pageSize: number, search: Readonly<Record<string, string>>): ListState {
  const filters: Record<string, string | boolean> = {};
  for (const filter of list.filters) {
    for (const param of filterParams(filter)) {
      const raw = search[param];
      if (raw === undefined || raw === '') continue;
      if (filter.kind === 'boolean' || filter.kind === 'flag') {
        if (raw === 'true' || raw === 'false') filters[param] = raw === 'true';
      } else filters[param] = raw;
    }
  }
  const field = search.orden && list.sortable.includes(search.orden) ? search.orden : list.defaultSort.field;
  const direction = search.dir === 'asc' || search.dir === 'desc' ? search.dir : field === list.defaultSort.field ? list.defaultSort.direction : 'asc';
  const page = Math.max(0, (Number.parseInt(search.pagina ?? '1', 10) || 1) - 1);
  return { filters, sort: { field, direction }, page, pageSize };
}

/** The URL parameters of a list state (defaults left out). */
export function listStateToSearch(list: ModuleListConfig, state: ListState): Record<string, string> {
  const search: Record<string, string> = {};
  for (const filter of list.filters) {
    for (const param of filterParams(filter)) {
      const text = isSet(state.filters[param]) ? paramText(filter.kind, state.filters[param]) : '';
      if (text) search[param] = text;
    }
  }
  if (state.sort.field !== list.defaultSort.field || state.sort.direction !== list.defaultSort.direction) {
    search.orden = state.sort.field;
    search.dir = state.sort.direction;
  }
  if (state.page > 0) search.pagina = String(state.page + 1);
  return search;
}
