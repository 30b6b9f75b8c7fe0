/**
 * Numbers typed the Spanish way: a comma (or a point) as decimal separator, no thousands
 * separators. Shown with a comma. Used by the number inputs of forms.
 */
import { groupThousands } from './format/groupDigits';

/** `''` → undefined; `'-34,6'` / `'-34.6'` → -34.6; anything else (incl. `'-'`, `'1,2,3'`) → NaN. */
export function parseLocaleNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const normalized = trimmed.replace(',', '.');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(normalized)) return Number.NaN;
  return Number(normalized);
}

/** -34.6 → `-34,6`; undefined/null → `''`. */
export function formatLocaleNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  return String(value).replace('.', ',');
}

/** A number as read in lists and read-only views: thousands dots and a decimal comma (`1246.3` → `1.246,3`). */
export function displayLocaleNumber(value: number | null | undefined): string {
  const text = formatLocaleNumber(value);
  const match = /^(-?)(\d+)(,.*)?$/.exec(text);
  return match ? `${match[1]}${groupThousands(match[2], '.')}${match[3] ?? ''}` : text;
}
