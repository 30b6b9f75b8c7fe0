/** What every list filter view receives: its config and the list controller. */
import type { ComponentType } from 'react';
import type { FilterConfig } from '../../../core/screenConfig';
import type { ListController } from '../useListController';

export interface FilterViewProps {
  readonly filter: FilterConfig;
  readonly controller: ListController;
}

export type FilterView = ComponentType<FilterViewProps>;

/** The DOM id of a filter's control (its label points at it). */
export const filterId = (filter: FilterConfig) => `filtro-${filter.name}`;
