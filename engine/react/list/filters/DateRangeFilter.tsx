/**
 * A period of a date field: two of the DateRange widget's date boxes (`dd/MM/yyyy`, Monday weeks),
 * `hasta` not before `desde`; each end applies at once as `<name>Desde`/`<name>Hasta` (ISO dates).
 */
import { ControlGroup, FormGroup, Intent } from '@blueprintjs/core';
import '../../theme/blueprintLater.css';
import { useMemo } from 'react';
import { filterParams } from '../../../core/listFilters';
import { t } from '../../../core/messages';
import { DateField } from '../../../../widgets/DateInput/DateField';
import { pickerDate } from '../../../../widgets/DateInput/datePickerSettings';
import { filterId, type FilterViewProps } from './FilterProps';

export function DateRangeFilter({ filter, controller }: FilterViewProps) {
  const [fromParam, toParam] = filterParams(filter);
  const desde = controller.state.filters[fromParam] as string | undefined;
  const hasta = controller.state.filters[toParam] as string | undefined;
  const from = useMemo(() => pickerDate(desde, false) ?? undefined, [desde]);
  const to = useMemo(() => pickerDate(hasta, false) ?? undefined, [hasta]);
  const problem = controller.problem?.filter === filter.name ? controller.problem : null;
  const id = filterId(filter);
  const labelId = `${id}__label`;
  return (
    <FormGroup
      className="bo-filter bo-filter-dates"
      label={<span id={labelId}>{filter.label}</span>}
      intent={problem ? Intent.DANGER : Intent.NONE}
      helperText={problem ? <span role="alert">{t(problem.key, problem.args)}</span> : undefined}
    >
      <ControlGroup role="group" aria-labelledby={labelId}>
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
      </ControlGroup>
    </FormGroup>
  );
}
