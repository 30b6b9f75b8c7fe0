/**
 * Currency amounts (WID-12, WID-OP05, CST-33): one convention everywhere an amount is shown, in the
 * box with or without the focus, in lists, related tabs and read-only boxes: thousands commas, a
 * decimal dot, two decimals (`1,234,567.89`, `8,500.00`). The box once read `1,234.50` while
 * typing and `1.234,50` after, so staff typed `1500,50` and stored 150050; now typed text is read
 * by `parseAmount` (a comma before one or two final digits is the decimal mark it is meant as) and
 * text that is no amount is kept as typed, so the field's rule shows why instead of guessing.
 *
 * Stored: a plain decimal string, `-?(0|[1-9][0-9]*)(\.[0-9]{1,2})?` (`1234567.89`), decimals as
 * typed (`12.50` stays `12.50`); an empty field stores `''`.
 */
import { groupThousands } from './groupDigits';
import { parseAmount } from './parseAmount';

/** Most decimals of an amount. */
export const CURRENCY_DECIMALS = 2;

/** Stored (number or string) amount → `1,234.50`; `''` for no amount; text that is no amount is shown as it is. */
export function formatCurrency(value: unknown): string {
  const text = typeof value === 'number' ? numberText(value) : typeof value === 'string' ? value : '';
  const { amount } = parseAmount(text);
  if (amount === undefined) return text;
  if (amount === '') return '';
  const negative = amount.startsWith('-');
  const [int, dec = ''] = amount.replace('-', '').split('.');
  return `${negative ? '-' : ''}${groupThousands(int, ',')}.${dec.padEnd(CURRENCY_DECIMALS, '0')}`;
}

/** Typed text → stored decimal string; `''` when nothing was typed; text that is no amount unchanged (its rule says why). */
export function parseCurrency(display: unknown): string {
  const text = typeof display === 'string' ? display : typeof display === 'number' ? numberText(display) : '';
  return parseAmount(text).amount ?? text;
}

/**
 * False when `input` (the box's whole text after a keystroke) must be refused: a character that is
 * no digit, separator or leading minus, or a third decimal after the decimal dot (WID-12). Commas
 * and dots are otherwise let through: `parseAmount` decides what they mean.
 */
export function acceptsCurrency(input: string): boolean {
  if (!/^-?[0-9.,]*$/.test(input)) return false;
  const dot = input.indexOf('.');
  const decimalDot = dot >= 0 && dot === input.lastIndexOf('.') && !input.includes(',', dot);
  return !decimalDot || input.length - dot - 1 <= CURRENCY_DECIMALS;
}

/** The catalogue key of a text that is no amount (`1500,505`), for the mask's check; undefined for an amount. */
export function currencyProblem(text: string): string | undefined {
  return parseAmount(text).problem;
}

/** A JSON number as decimal text, rounded to 2 decimals and without exponent or trailing zeros. */
function numberText(value: number): string {
  if (!Number.isFinite(value)) return '';
  if (Math.abs(value) >= 1e21) return BigInt(Math.trunc(value)).toString();
  const text = value.toFixed(CURRENCY_DECIMALS).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}
