/**
 * Reading a typed amount (WID-12, WID-OP05, CST-33). The app writes money one way,
 * thousands commas and a decimal dot (`1,500.50`), but staff type what they are used to, so a
 * separator is read by what follows it, never scaled silently:
 * - the last separator followed by one or two final digits (or none) is the decimal mark, comma or
 *   dot: `1500,50`, `1.500,5`, `1,500.50`, `1,5`, `1500.5`;
 * - any other separator must group thousands (groups of three): `1,500`, `12,345,678`, `1.500.000`;
 * - what fits neither is refused with a message, never guessed: `1500,505` (a comma that groups no
 *   thousands), `1.500` (the spec's decimal dot with a third decimal, or an Argentine thousands dot:
 *   the text cannot say which), `1,5000`, letters.
 * Stored: a plain decimal string `-?(0|[1-9][0-9]*)(\.[0-9]{1,2})?`, the decimals as typed (`12.50`).
 */

/** Catalogue key (argument `{campo}`) of text that is no amount. */
export const AMOUNT_UNREADABLE = 'mask.monedaIlegible';

/** An amount read: its stored form (`''` when nothing was typed), or the catalogue key of why it is none. */
export type AmountReading = { readonly amount: string; readonly problem?: undefined } | { readonly amount?: undefined; readonly problem: string };

const unreadable: AmountReading = { problem: AMOUNT_UNREADABLE };

/** Typed amount text → its stored form or a problem (see the module comment). */
export function parseAmount(input: string): AmountReading {
  const match = /^(-?)([0-9.,]*)$/.exec(input.trim());
  if (!match) return unreadable;
  const [, sign, body] = match;
  if (!/[0-9]/.test(body)) return body.length <= 1 ? { amount: '' } : unreadable;
  const split = splitDecimals(body);
  if (!split) return unreadable;
  const int = split.int.replace(/^0+(?=[0-9])/, '') || '0';
  const text = `${int}${split.dec ? `.${split.dec}` : ''}`;
  return { amount: sign && !/^[0.]*$/.test(text) ? `-${text}` : text };
}

/** The integer digits and the decimals of `body` (digits and separators), or null when its separators mean nothing. */
function splitDecimals(body: string): { int: string; dec: string } | null {
  const last = Math.max(body.lastIndexOf(','), body.lastIndexOf('.'));
  if (last < 0) return { int: body, dec: '' };
  const head = body.slice(0, last);
  const tail = body.slice(last + 1);
  if (/[.,]/.test(tail)) return null;
  if (tail.length <= 2) return grouped(head) ? { int: head.replace(/[.,]/g, ''), dec: tail } : null;
  // Three digits after the last separator: a thousands group, unless that separator is a lone dot
  // (the spec's decimal mark, so a third decimal) or the separators differ (`1,500.000`).
  if (tail.length === 3 && body[last] === ',' && grouped(body)) return { int: body.replace(/,/g, ''), dec: '' };
  if (tail.length === 3 && body[last] === '.' && head.includes('.') && grouped(body)) return { int: body.replace(/\./g, ''), dec: '' };
  return null;
}

/** Digits alone, or digits grouped by threes with one kind of separator (`1,500`, `1.500.000`). */
function grouped(text: string): boolean {
  if (/^[0-9]*$/.test(text)) return true;
  return /^[0-9]{1,3}(,[0-9]{3})+$/.test(text) || /^[0-9]{1,3}(\.[0-9]{3})+$/.test(text);
}
