/** Picks DateInput for `format: "date"` and `format: "date-time"` strings (WID-16). */
import { and, formatIs, or, rankWith, schemaTypeIs } from '../../engine/core/widgetTesters';

export const dateInputTester = rankWith(2, and(schemaTypeIs('string'), or(formatIs('date'), formatIs('date-time'))));
