/** Picks the coefficient grid for an array annotated `"x-widget": "coefficients"`. */
import { and, rankWith, schemaTypeIs, widgetIs } from '../../engine/core/widgetTesters';

export const coefficientGridTester = rankWith(5, and(schemaTypeIs('array'), widgetIs('coefficients')));
