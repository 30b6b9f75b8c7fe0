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

/**
 * The class of a filter's option list (a popover in a portal): as wide as its longest option, not
 * the narrow filter button, so that options read whole; a very long one wraps (lists.css).
 */
export const FILTER_POPOVER_CLASS = 'bo-filter-popover';
