/**
 * Picks Checklist (rank 3) for an array with `"x-widget": "checklist"`, or for an array of unique
 * items chosen from a list (`items.enum`, or `items.oneOf` of `const`s).
 */
import { and, or, rankWith, schemaTypeIs, widgetIs, type Predicate, type Tester } from '../../engine/core/widgetTesters';

const itemsFromList: Predicate = (p) => {
  const items = p.items as { enum?: unknown; oneOf?: unknown } | undefined;
  if (!items || typeof items !== 'object') return false;
  if (Array.isArray(items.enum)) return true;
  return Array.isArray(items.oneOf) && items.oneOf.every((option) => typeof option === 'object' && option !== null && 'const' in option);
};

export const checklistTester: Tester = rankWith(
  3,
  and(
    schemaTypeIs('array'),
    or(
      widgetIs('checklist'),
      and(itemsFromList, (p) => p.uniqueItems === true),
    ),
  ),
);
