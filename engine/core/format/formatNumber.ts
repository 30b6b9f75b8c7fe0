/**
 * Number fields (WID-13): digits only, both typed and stored; the display is the stored digits.
 */
import { digitsOnly } from './digitsOnly';

/** Stored (or typed) number field → display: its digits. */
export function formatNumber(value: unknown): string {
  return digitsOnly(value);
}

/** Display → stored: digits only. */
export function parseNumber(display: string): string {
  return digitsOnly(display);
}

/** Only digits may be typed into a number field. */
export function acceptsNumber(input: string): boolean {
  return /^[0-9]*$/.test(input);
}
