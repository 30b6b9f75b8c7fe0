/**
 * A range of a number field: two numeric boxes, each end included and optional; an end applies when
 * its box loses focus or on Enter, as `<name>Desde`/`<name>Hasta` (a non-number or `desde` above
 * `hasta` shows the filter's message under the boxes and searches nothing).
 */
import { InputGroup, Intent } from '@blueprintjs/core';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { filterParams } from '../../../core/listFilters';
import { t } from '../../../core/messages';
import { filterId, type FilterViewProps } from './FilterProps';
import { RangeFilterFrame, rangeProblem } from './RangeFilterFrame';

export function NumberRangeFilter({ filter, controller }: FilterViewProps) {
  const params = filterParams(filter);
  const applied = params.map((param) => String(controller.state.filters[param] ?? ''));
  const [typed, setTyped] = useState(applied);
  const appliedKey = applied.join('\u0000');
  // A new search (the URL, Limpiar) shows its values in the boxes.
  useEffect(() => setTyped(appliedKey.split('\u0000')), [appliedKey]);
  const problem = rangeProblem(filter, controller);
  const id = filterId(filter);
  const apply = (index: number) => {
    const value = typed[index].trim();
    if (value !== applied[index]) controller.setFilters({ [params[index]]: value });
  };
  const box = (index: number, suffix: string, label: string) => (
    <InputGroup
      id={`${id}${suffix}`}
      inputMode="decimal"
      value={typed[index]}
      intent={problem ? Intent.DANGER : Intent.NONE}
      aria-label={`${filter.label}: ${label}`}
      placeholder={label}
      onChange={(e) => setTyped((current) => current.map((v, i) => (i === index ? e.target.value : v)))}
      onBlur={() => apply(index)}
      onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          apply(index);
        }
      }}
    />
  );
  return (
    <RangeFilterFrame filter={filter} problem={problem} className="bo-filter-numbers">
      {box(0, '', t('date.from'))}
      {box(1, '_hasta', t('date.to'))}
    </RangeFilterFrame>
  );
}
