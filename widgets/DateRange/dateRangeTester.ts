/** Picks DateRange for an object annotated `x-widget: "dateRange"` (its parts `desde`, `hasta`). */
import { and, rankWith, schemaTypeIs, widgetIs } from '../../engine/core/widgetTesters';

export const dateRangeTester = rankWith(5, and(schemaTypeIs('object'), widgetIs('dateRange')));
