/**
 * The rules a list search must meet before it runs (at least one filter, minimum text length),
 * checked by the list screen in the browser and again by the API.
 */
import type { ModuleListConfig } from './screenConfig';
import { normalizeSearchText } from './searchText';

export type FilterValues = Readonly<Record<string, string | boolean | number | null | undefined>>;

export interface FilterProblem {
  readonly filter?: string;
  readonly key: string;
  readonly args?: Readonly<Record<string, string | number>>;
}

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The first rule the values break, or null when the search may run. */
export function checkListFilters(list: ModuleListConfig, values: FilterValues): FilterProblem | null {
  for (const filter of list.filters) {
    const value = values[filter.name];
    if (filter.kind === 'text' && isSet(value) && filter.minLength) {
      const text = normalizeSearchText(String(value));
      if (text.replace(/ /g, '').length < filter.minLength) {
        return { filter: filter.name, key: filter.minLengthMessage ?? 'search.minLength', args: { min: filter.minLength } };
      }
    }
  }
  if (list.requireFilter && !list.filters.some((f) => isSet(values[f.name]))) {
    return { key: 'search.atLeastOneFilter' };
  }
  return null;
}
