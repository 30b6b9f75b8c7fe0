/**
 * The frame of a filter with two ends (a number range, a date period): the filter's label, the two
 * boxes side by side in one group the label names, and the filter's problem under them (danger).
 */
import { ControlGroup, FormGroup, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { FilterProblem } from '../../../core/listFilters';
import { t } from '../../../core/messages';
import type { FilterConfig } from '../../../core/screenConfig';
import type { ListController } from '../useListController';
import { filterId } from './FilterProps';
// The control group's rules are Blueprint's later stylesheet: they load with these filters, not with the first screen.
import '../../theme/blueprintLater.css';

/** The list's problem when it is this filter's (shown under it), else null. */
export const rangeProblem = (filter: FilterConfig, controller: ListController): FilterProblem | null =>
  controller.problem?.filter === filter.name ? controller.problem : null;

export interface RangeFilterFrameProps {
  readonly filter: FilterConfig;
  readonly problem: FilterProblem | null;
  /** The kind's class beside `bo-filter` (`bo-filter-numbers`, `bo-filter-dates`). */
  readonly className: string;
  /** The two boxes, `desde` then `hasta`. */
  readonly children: ReactNode;
}

export function RangeFilterFrame({ filter, problem, className, children }: RangeFilterFrameProps) {
  const labelId = `${filterId(filter)}__label`;
  return (
    <FormGroup
      className={`bo-filter ${className}`}
      label={<span id={labelId}>{filter.label}</span>}
      intent={problem ? Intent.DANGER : Intent.NONE}
      helperText={problem ? <span role="alert">{t(problem.key, problem.args)}</span> : undefined}
    >
      <ControlGroup role="group" aria-labelledby={labelId}>
        {children}
      </ControlGroup>
    </FormGroup>
  );
}
