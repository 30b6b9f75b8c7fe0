/** Picks MultiSelect for an array annotated `x-combo` (on the array or on its items; rank 3). */
import { and, or, rankWith, schemaTypeIs, type Predicate } from '../../engine/core/widgetTesters';

const itemsHaveCombo: Predicate = (p) => typeof (p.items as { 'x-combo'?: unknown } | undefined)?.['x-combo'] === 'string';
const hasCombo: Predicate = (p) => typeof p['x-combo'] === 'string';

export const multiSelectTester = rankWith(3, and(schemaTypeIs('array'), or(hasCombo, itemsHaveCombo)));
