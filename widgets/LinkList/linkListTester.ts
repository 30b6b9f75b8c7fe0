/** Picks the link-list field for an array property annotated `"x-link-list"` (rank 6). */
import { and, hasAnnotation, rankWith, schemaTypeIs } from '../../engine/core/widgetTesters';
import { LINK_LIST_KEYWORD } from '../../engine/core/linkList/linkListPolicy';

export const linkListTester = rankWith(6, and(schemaTypeIs('array'), hasAnnotation(LINK_LIST_KEYWORD)));
