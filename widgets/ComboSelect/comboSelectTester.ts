/** Picks ComboSelect for a string annotated `x-combo: "<combo>"` (rank 3). */
import { and, hasAnnotation, rankWith, schemaTypeIs } from '../../engine/core/widgetTesters';

export const comboSelectTester = rankWith(3, and(schemaTypeIs('string'), hasAnnotation('x-combo')));
