/**
 * A period of a date field: two of the DateRange widget's date boxes (`dd/MM/yyyy`, Monday weeks),
 * `hasta` not before `desde`; each end applies at once as `<name>Desde`/`<name>Hasta` (ISO dates).
 */
import { useMemo } from 'react';
import { filterParams } from '../../../core/listFilters';
import { t } from '../../../core/messages';
import { DateField } from '../../../../widgets/DateInput/DateField';
import { pickerDate } from '../../../../widgets/DateInput/datePickerSettings';
import { filterId, type FilterViewProps } from './FilterProps';
import { RangeFilterFrame, rangeProblem } from './RangeFilterFrame';

export function DateRangeFilter({ filter, controller }: FilterViewProps) {
  const [fromParam, toParam] = filterParams(filter);
  const desde = controller.state.filters[fromParam] as string | undefined;
  const hasta = controller.state.filters[toParam] as string | undefined;
  const from = useMemo(() => pickerDate(desde, false) ?? undefined, [desde]);
  const to = useMemo(() => pickerDate(hasta, false) ?? undefined, [hasta]);
  const problem = rangeProblem(filter, controller);
  const id = filterId(filter);
  return (
    <RangeFilterFrame filter={filter} problem={problem} className="bo-filter-dates">
      <DateField
        id={id}
        value={desde}
        withTime={false}
        invalid={!!problem}
        maxDate={to}
        inputProps={{ 'aria-label': `${filter.label}: ${t('date.from')}` }}
        onChange={(next) => controller.setFilters({ [fromParam]: next })}
      />
      <DateField
        id={`${id}_hasta`}
        value={hasta}
        withTime={false}
        invalid={!!problem}
        minDate={from}
        inputProps={{ 'aria-label': `${filter.label}: ${t('date.to')}` }}
        onChange={(next) => controller.setFilters({ [toParam]: next })}
      />
    </RangeFilterFrame>
  );
}
