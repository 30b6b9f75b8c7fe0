/**
 * The rules a list search must meet before it runs (at least one filter, minimum text length,
 * valid dates and linked ids), checked by the list screen in the browser and again by the API,
 * and the query parameters each filter kind uses (a date or number range is `<name>Desde`/`<name>Hasta`).
 */
import type { FilterConfig, ModuleListConfig } from './screenConfig';
import { normalizeSearchText } from './searchText';
import { isEmpty } from './blank';
import { isPositiveIdText } from './positiveId';

/** Filter values by query parameter; a multi filter is a comma list (or, from a query string, repeated). */
export type FilterValue = string | boolean | number | null | undefined | readonly string[];
export type FilterValues = Readonly<Record<string, FilterValue>>;

export interface FilterProblem {
  readonly filter?: string;
  readonly key: string;
  readonly args?: Readonly<Record<string, string | number>>;
}

/** True for the kinds whose value is a range of two query parameters. */
export const isRangeFilter = (filter: FilterConfig): boolean => filter.kind === 'dateRange' || filter.kind === 'numberRange';

/** The query parameters of a filter: its name, or `<name>Desde`/`<name>Hasta` for a date or number range. */
export function filterParams(filter: FilterConfig): readonly string[] {
  return isRangeFilter(filter) ? [`${filter.name}Desde`, `${filter.name}Hasta`] : [filter.name];
}

const NUMBER_TEXT = /^-?\d{1,15}(?:[.,]\d{1,6})?$/;

/** The number a range end holds (a decimal comma or point), or null when it is not a number. */
export function filterNumber(value: FilterValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !NUMBER_TEXT.test(value.trim())) return null;
  return Number(value.trim().replace(',', '.'));
}

/** The codes of a multi filter: repeated parameters and comma lists, trimmed, without blanks. */
export function multiValues(value: FilterValue): string[] {
  const parts = Array.isArray(value) ? value : isEmpty(value) ? [] : [String(value)];
  return parts
    .flatMap((part) => String(part).split(','))
    .map((code) => code.trim())
    .filter(Boolean);
}

export const isSet = (value: FilterValue): boolean =>
  Array.isArray(value) ? multiValues(value).length > 0 : value !== undefined && value !== null && value !== '';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written `yyyy-MM-dd`. */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function filterProblem(filter: FilterConfig, values: FilterValues): FilterProblem | null {
  const value = values[filter.name];
  if (filter.kind === 'text' && isSet(value) && filter.minLength) {
    const text = normalizeSearchText(String(value));
    if (text.replace(/ /g, '').length < filter.minLength) {
      return { filter: filter.name, key: filter.minLengthMessage ?? 'search.minLength', args: { min: filter.minLength } };
    }
  }
  if (filter.kind === 'dateRange') {
    const [desde, hasta] = filterParams(filter).map((param) => values[param]);
    for (const part of [desde, hasta]) {
      if (isSet(part) && !isIsoDate(String(part))) return { filter: filter.name, key: 'search.invalidDate', args: { filter: filter.label } };
    }
    if (isSet(desde) && isSet(hasta) && String(desde) > String(hasta))
      return { filter: filter.name, key: 'search.invalidRange', args: { filter: filter.label } };
  }
  if (filter.kind === 'numberRange') {
    const [desde, hasta] = filterParams(filter).map((param) => values[param]);
    for (const part of [desde, hasta]) {
      if (isSet(part) && filterNumber(part) === null) return { filter: filter.name, key: 'search.invalidNumber', args: { filter: filter.label } };
    }
    if (isSet(desde) && isSet(hasta) && filterNumber(desde)! > filterNumber(hasta)!)
      return { filter: filter.name, key: 'search.invalidNumberRange', args: { filter: filter.label } };
  }
  if (filter.kind === 'link' && isSet(value) && !isPositiveIdText(value)) {
    return { filter: filter.name, key: 'search.invalidLink', args: { filter: filter.label } };
  }
  return null;
}

/** True when a flag filter (or any yes/no value) is set to yes. */
export const isYes = (value: FilterValue): boolean => value === true || value === 'true';

/**
 * The first rule the values break, or null when the search may run. A screen's fixed filters
 * (`fixed`, sent with every search) never count as the filter a `requireFilter` list asks for.
 */
export function checkListFilters(list: ModuleListConfig, values: FilterValues, fixed: Readonly<Record<string, unknown>> = {}): FilterProblem | null {
  for (const filter of list.filters) {
    const problem = filterProblem(filter, values);
    if (problem) return problem;
  }
  // A flag only changes how another filter matches: alone it is no filter.
  if (list.requireFilter && !list.filters.some((f) => f.kind !== 'flag' && !(f.name in fixed) && filterParams(f).some((param) => isSet(values[param])))) {
    return { key: 'search.atLeastOneFilter' };
  }
  return null;
}

/**
 * The filters a list screen shows to a user: not the API-only (`hidden`) ones, nor those that search
 * or look through a module the user may read no record of (`mayRead`): a link filter's `target`, a
 * filter's `via` module; a flag goes with the hierarchy filter that reads it.
 */
export function shownFilters(filters: readonly FilterConfig[], mayRead: (module: string) => boolean): FilterConfig[] {
  const readable = (f: FilterConfig) => !f.hidden && (!f.target || f.kind !== 'link' || mayRead(f.target)) && (!f.via || mayRead(f.via.module));
  const shown = filters.filter(readable);
  return shown.filter(
    (f) => f.kind !== 'flag' || !filters.some((other) => other.hierarchy?.direct === f.name) || shown.some((other) => other.hierarchy?.direct === f.name),
  );
}
