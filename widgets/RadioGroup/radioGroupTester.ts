/** Picks RadioGroup (rank 3) for `"x-widget": "radio"` (string, number or boolean choices). */
import { rankWith, widgetIs, type Tester } from '../../engine/core/widgetTesters';

export const radioGroupTester: Tester = rankWith(3, widgetIs('radio'));
