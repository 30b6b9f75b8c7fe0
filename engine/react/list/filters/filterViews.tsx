/**
 * The view of each list filter kind (a registry: a new kind adds a view here, the bar stays as is).
 * The pickers (Blueprint select and datetime, date-fns) load with the first list that has such a
 * filter: a list without them does not download them.
 */
import { Suspense } from 'react';
import type { FilterKind } from '../../../core/screenConfig';
import { lazyNamed } from '../../loading/lazyNamed';
import { BooleanFilter } from './BooleanFilter';
import { FlagFilter } from './FlagFilter';
import type { FilterViewProps, FilterView } from './FilterProps';
import { TextFilter } from './TextFilter';

/** A filter view whose code downloads when first shown (nothing shows meanwhile). */
function lazyFilter<M>(load: () => Promise<M>, name: keyof M & string): FilterView {
  const Lazy = lazyNamed<M, typeof name, FilterViewProps>(load, name);
  return function LazyFilter(props: FilterViewProps) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const filterViews: Readonly<Record<FilterKind, FilterView>> = {
  text: TextFilter,
  boolean: BooleanFilter,
  flag: FlagFilter,
  combo: lazyFilter(() => import('./ComboFilter'), 'ComboFilter'),
  multi: lazyFilter(() => import('./MultiFilter'), 'MultiFilter'),
  dateRange: lazyFilter(() => import('./DateRangeFilter'), 'DateRangeFilter'),
  numberRange: lazyFilter(() => import('./NumberRangeFilter'), 'NumberRangeFilter'),
  link: lazyFilter(() => import('./LinkFilter'), 'LinkFilter'),
};
