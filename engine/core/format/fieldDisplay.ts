/**
 * How a stored field value reads outside its widget (list cells, previews, exports): a field with an
 * `x-mask` shows through its mask's display (CUIT with dashes, phone, money `1.234,50`...; a card number
 * stays masked unless `reveal`), so the list, the form and the export file agree.
 */
import { maskRegistry, type MaskFormatOptions } from './masks';

/** A field's JSON Schema (only its `x-mask` is read). */
export type MaskedProperty = Readonly<Record<string, unknown>>;

/** The masked display text of a value, or null when the field has no (known) mask or no value. */
export function maskedDisplay(value: unknown, property: MaskedProperty | undefined, options?: MaskFormatOptions): string | null {
  const name = property?.['x-mask'];
  if (typeof name !== 'string' || !maskRegistry.has(name)) return null;
  if (value === null || value === undefined || value === '') return null;
  const mask = maskRegistry.get(name);
  return (mask.display ?? mask.format)(value, options);
}

/** The title of the `oneOf` choice a value is (`{ const, title }` entries), or null when the field has none or the value is not one. */
export function choiceDisplay(value: unknown, property: MaskedProperty | undefined): string | null {
  const choices = property?.oneOf;
  if (!Array.isArray(choices) || value === null || value === undefined || value === '') return null;
  const match = choices.find((choice) => choice && typeof choice === 'object' && 'const' in choice && (choice as { const: unknown }).const === value) as { title?: unknown } | undefined;
  return typeof match?.title === 'string' ? match.title : null;
}
