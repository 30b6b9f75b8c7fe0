/** The view of each list filter kind (a registry: a new kind adds a view here, the bar stays as is). */
import type { FilterKind } from '../../../core/screenConfig';
import { BooleanFilter } from './BooleanFilter';
import { ComboFilter } from './ComboFilter';
import { DateRangeFilter } from './DateRangeFilter';
import type { FilterView } from './FilterProps';
import { LinkFilter } from './LinkFilter';
import { MultiFilter } from './MultiFilter';
import { TextFilter } from './TextFilter';

export const filterViews: Readonly<Record<FilterKind, FilterView>> = {
  text: TextFilter,
  boolean: BooleanFilter,
  combo: ComboFilter,
  multi: MultiFilter,
  dateRange: DateRangeFilter,
  link: LinkFilter,
};
