/**
 * Identity numbers (DNI, or a CUIT/CUIL typed as the identity number): WID-07, WID-08, WID-OP04.
 * Up to 10 digits get thousands dots (`12.345.678`); exactly 11 digits are a CUIT/CUIL and get
 * 2-8-1 dashes (`20-12345678-3`); longer runs have no pattern in the spec and are shown as digits.
 * Stored: digits only (WID-14), leading zeros kept (it is a code, not a quantity).
 */
import { digitsOnly } from './digitsOnly';
import { groupThousands } from './groupDigits';

/** Stored (or typed) identity number → display. */
export function formatDocument(value: unknown): string {
  const digits = digitsOnly(value);
  if (digits.length <= 10) return groupThousands(digits, '.');
  if (digits.length === 11) return `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}`;
  return digits;
}

/** Display → stored: digits only. */
export function parseDocument(display: string): string {
  return digitsOnly(display);
}

/** Longest identity number accepted while typing (a CUIT/CUIL). */
export const DOCUMENT_MAX_DIGITS = 11;
