/** Picks the address picker for a property annotated `"x-widget": "address"` (string or object). */
import { rankWith, widgetIs } from '../../engine/core/widgetTesters';

export const addressPickerTester = rankWith(5, widgetIs('address'));
