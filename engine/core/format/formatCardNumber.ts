/**
 * Card numbers (WID-17, CRD-08, CST-26): groups of four digits separated by dashes. Unless the
 * caller may see cards and asks to `reveal`, every digit but the last four is replaced by `X`
 * (CRD-OP03: `XXXX-XXXX-XXXX-1234`). Masking is for the screen only: the server must not send the
 * full number to a user who may not see it (CRD-19). Stored: digits only (WID-14).
 */
import { digitsOnly } from './digitsOnly';
import { groupFromLeft } from './groupDigits';

/** The character that hides a card digit. */
export const CARD_MASK_CHAR = 'X';
/** Digits left visible on a masked card. */
export const CARD_VISIBLE_DIGITS = 4;
/** Most digits a card number can have (ISO/IEC 7812). */
export const CARD_MAX_DIGITS = 19;

export interface CardFormatOptions {
  /** Show every digit (users allowed to see cards, after "Ver datos"). Default: masked. */
  readonly reveal?: boolean;
}

/** Stored (or typed) card number → display, masked unless `reveal`. */
export function formatCardNumber(value: unknown, options: CardFormatOptions = {}): string {
  // A number the server redacted (`XXXXXXXXXXXX1234`, x-encrypted) keeps its hidden digits hidden.
  if (typeof value === 'string' && value.startsWith(CARD_MASK_CHAR)) return groupFromLeft(value.replace(/[^0-9X]/g, ''), 4, '-');
  const digits = digitsOnly(value);
  const hidden = Math.max(0, digits.length - CARD_VISIBLE_DIGITS);
  const shown = options.reveal ? digits : CARD_MASK_CHAR.repeat(hidden) + digits.slice(hidden);
  return groupFromLeft(shown, 4, '-');
}

/** Display → stored: digits only (a masked display has lost digits and is not parseable back). */
export function parseCardNumber(display: string): string {
  return digitsOnly(display);
}
