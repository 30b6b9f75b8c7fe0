/**
 * Which table columns hold quantities, read right-aligned so that digits line up (money, amounts,
 * percentages), from the field's schema alone: a numeric mask (`moneda`, `numero`), or a plain
 * number. An integer that links a record or picks a combo or a choice is a code, not a quantity.
 * Lists, related tabs and link lists draw their cells by it; exports keep these cells numbers.
 */

/** Masks whose values are quantities (a spreadsheet keeps them numbers). */
export const NUMERIC_MASKS: ReadonlySet<string> = new Set(['moneda', 'numero']);

/** True when the field's column holds a quantity (right-aligned). */
export function isQuantityColumn(property: Readonly<Record<string, unknown>> | undefined): boolean {
  if (!property) return false;
  const mask = property['x-mask'];
  if (typeof mask === 'string') return NUMERIC_MASKS.has(mask);
  if (property['x-link'] || property['x-combo'] || property.oneOf || property.enum) return false;
  const types = Array.isArray(property.type) ? property.type : [property.type];
  return types.includes('number') || types.includes('integer');
}

/** The class of a quantity column's cells and header: right-aligned, tabular digits (app/styles/lists.css). */
export const QUANTITY_CLASS = 'bo-cell-quantity';

/** The class of a quantity column's cells and header, else undefined. */
export function quantityClass(property: Readonly<Record<string, unknown>> | undefined): string | undefined {
  return isQuantityColumn(property) ? QUANTITY_CLASS : undefined;
}
