/** Picks the single-link field for a property with an `x-link` annotation that holds one id (not a list). */
import { and, hasAnnotation, or, rankWith, schemaTypeIs } from '../../engine/core/widgetTesters';

export const linkFieldTester = rankWith(5, and(hasAnnotation('x-link'), or(schemaTypeIs('integer'), schemaTypeIs('number'))));
