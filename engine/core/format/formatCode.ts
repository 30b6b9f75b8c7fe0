/**
 * Codes (SUP-05: a supplier's `codigoPta`): stored in upper case with the non-word characters
 * removed. Word characters are `A-Z`, `0-9` and `_`; an accented letter keeps its letter (`é` → `E`),
 * anything else (spaces, dashes, dots…) is dropped. Shown as stored.
 */

/** Typed or stored text → stored code: `[A-Z0-9_]*`. */
export function parseCode(value: unknown): string {
  if (typeof value !== 'string') return typeof value === 'number' && Number.isFinite(value) ? parseCode(String(value)) : '';
  return value.normalize('NFD').replace(/\W/g, '').toUpperCase();
}
