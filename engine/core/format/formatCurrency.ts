/**
 * Currency amounts (WID-12, WID-OP05, CST-33): thousands commas and a dot for decimals, at most
 * two decimals (`1,234,567.89`); typing a third decimal is refused (`acceptsCurrency`). A comma
 * is never a decimal mark here (legacy screens, WID-OP05): typed commas are dropped.
 *
 * Stored: a plain decimal string, `-?(0|[1-9][0-9]*)(\.[0-9]{1,2})?` (`1234567.89`), decimals as
 * typed (`12.50` stays `12.50`); an empty field stores `''`. The display keeps what is being typed
 * (`1,234.` or `-`) so that formatting while typing never eats a keystroke.
 *
 * Read outside the input (lists, related-record tabs, read-only boxes) an amount is Spanish
 * (es-AR): thousands dots, a decimal comma, always 2 decimals (`1.234.567,89`, `displayCurrency`).
 * WID-OP05 keeps the legacy commas for the typing mask only, where the spec fixes them.
 */
import { groupThousands } from './groupDigits';

/** Most decimals of an amount. */
export const CURRENCY_DECIMALS = 2;

interface Amount {
  readonly negative: boolean;
  readonly int: string;
  readonly dot: boolean;
  readonly dec: string;
}

/** Stored (number or string) or typed amount → display. Extra decimals are cut, never rounded up from typed text. */
export function formatCurrency(value: unknown): string {
  const amount = read(value);
  if (!amount.int && !amount.dot) return amount.negative ? '-' : '';
  const int = groupThousands(amount.int || '0', ',');
  return `${amount.negative ? '-' : ''}${int}${amount.dot ? `.${amount.dec}` : ''}`;
}

/** Stored (number or string) amount → its es-AR reading: `1246.3` → `1.246,30`; `''` for no amount. */
export function displayCurrency(value: unknown): string {
  const amount = read(value);
  if (!amount.int && !amount.dot) return '';
  const int = groupThousands(amount.int || '0', '.');
  const zero = /^0*$/.test(amount.int + amount.dec);
  return `${amount.negative && !zero ? '-' : ''}${int},${amount.dec.padEnd(CURRENCY_DECIMALS, '0')}`;
}

/** Display → stored decimal string (see the module comment); `''` when nothing was typed. */
export function parseCurrency(display: unknown): string {
  const amount = read(display);
  if (!amount.int && !amount.dot) return '';
  const text = `${amount.int || '0'}${amount.dec ? `.${amount.dec}` : ''}`;
  const zero = /^[0.]*$/.test(text);
  return `${amount.negative && !zero ? '-' : ''}${text}`;
}

const TYPED_AMOUNT = new RegExp(`^-?[0-9,]*(\\.[0-9]{0,${CURRENCY_DECIMALS}})?$`);

/** False when `input` is not an amount being typed, e.g. it has a third decimal (WID-12). */
export function acceptsCurrency(input: string): boolean {
  return TYPED_AMOUNT.test(input);
}

function read(value: unknown): Amount {
  const text = typeof value === 'number' ? numberText(value) : typeof value === 'string' ? value : '';
  const negative = /^\s*-/.test(text);
  const dotAt = text.indexOf('.');
  const intPart = dotAt < 0 ? text : text.slice(0, dotAt);
  const decPart = dotAt < 0 ? '' : text.slice(dotAt + 1);
  return {
    negative,
    int: intPart.replace(/[^0-9]/g, '').replace(/^0+(?=[0-9])/, ''),
    dot: dotAt >= 0,
    dec: decPart.replace(/[^0-9]/g, '').slice(0, CURRENCY_DECIMALS),
  };
}

/** A JSON number as decimal text, rounded to 2 decimals and without exponent or trailing zeros. */
function numberText(value: number): string {
  if (!Number.isFinite(value)) return '';
  if (Math.abs(value) >= 1e21) return BigInt(Math.trunc(value)).toString();
  const text = value.toFixed(CURRENCY_DECIMALS).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}
