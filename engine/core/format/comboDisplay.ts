/**
 * How a combo field reads outside its selector (list cells, exports): the option's description,
 * not its code (`AR` → `Argentina`); a list of codes reads as its descriptions joined by commas. A
 * code the combo does not have (any more) reads as itself.
 */

/** The combo whose codes a field holds: `x-combo` on the field, or on an array field's items. */
export function comboOf(property: Readonly<Record<string, unknown>> | undefined): string | undefined {
  if (!property) return undefined;
  if (typeof property['x-combo'] === 'string') return property['x-combo'];
  const items = property.items as Readonly<Record<string, unknown>> | undefined;
  return property.type === 'array' && items && typeof items['x-combo'] === 'string' ? items['x-combo'] : undefined;
}

/** The description(s) of a combo value, or null when there is no value. */
export function comboDisplay(value: unknown, descriptions: ReadonlyMap<string, string> | undefined): string | null {
  const one = (code: unknown) => descriptions?.get(String(code)) ?? String(code);
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) return value.length ? value.map(one).join(', ') : null;
  return one(value);
}
