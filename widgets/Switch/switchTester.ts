/** Picks Switch (rank 3) for a boolean with `"x-widget": "switch"`. */
import { and, rankWith, schemaTypeIs, widgetIs, type Tester } from '../../engine/core/widgetTesters';

export const switchTester: Tester = rankWith(3, and(schemaTypeIs('boolean'), widgetIs('switch')));
