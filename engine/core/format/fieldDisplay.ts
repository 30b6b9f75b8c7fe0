/**
 * How a stored field value reads outside its widget (list cells, related tabs, previews, exports): a
 * field with an `x-mask` shows through its mask's display (CUIT with dashes, phone, money `1.234,50`...;
 * a card number stays masked unless `reveal`), so the list, the form and the export file agree. A
 * field typed freely but read like a mask (`x-display`: an account's or contact's document, digits
 * for a DNI or CUIT, letters for a passport) shows through that mask only when its value is in the
 * mask's stored form (WID-07, WID-08, WID-OP04: `12.345.678`, `20-12345678-6`), else as it is.
 */
import { maskRegistry, type MaskFormatOptions } from './masks';
import { storedValueProblem } from './storedValueProblem';

/** A field's JSON Schema (only its `x-mask`, `x-display` and `oneOf` are read). */
export type MaskedProperty = Readonly<Record<string, unknown>>;

/** The mask a field reads through outside its box: its `x-mask`, else its display-only `x-display`; undefined when none (or not registered). */
export function displayMaskOf(property: MaskedProperty | undefined): string | undefined {
  const name = property?.['x-mask'] ?? property?.['x-display'];
  return typeof name === 'string' && maskRegistry.has(name) ? name : undefined;
}

/** The masked display text of a value, or null when the field has no (known) mask or no value. */
export function maskedDisplay(value: unknown, property: MaskedProperty | undefined, options?: MaskFormatOptions): string | null {
  const name = displayMaskOf(property);
  if (name === undefined) return null;
  if (value === null || value === undefined || value === '') return null;
  const mask = maskRegistry.get(name);
  // `x-display` only: a value the mask would not store (a passport's letters) reads as it is.
  if (property?.['x-mask'] === undefined && storedValueProblem(mask, value) !== undefined) return null;
  return (mask.display ?? mask.format)(value, options);
}

/** The title of the `oneOf` choice a value is (`{ const, title }` entries), or null when the field has none or the value is not one. */
export function choiceDisplay(value: unknown, property: MaskedProperty | undefined): string | null {
  const choices = property?.oneOf;
  if (!Array.isArray(choices) || value === null || value === undefined || value === '') return null;
  const match = choices.find((choice) => choice && typeof choice === 'object' && 'const' in choice && (choice as { const: unknown }).const === value) as
    { title?: unknown } | undefined;
  return typeof match?.title === 'string' ? match.title : null;
}
