/**
 * CUIT/CUIL display (WID-09): a dash after the 2nd digit and another before the last one,
 * `20-12345678-3`. While typing (fewer than 11 digits) only the first dash is shown, because the
 * last digit is not known yet; more than 11 digits is not a CUIT and is shown as plain digits
 * (the `cuitRule` flags it). Stored: digits only (WID-14).
 */
import { digitsOnly } from './digitsOnly';

/** Digits in a CUIT/CUIL (CST-22, CST-24). */
export const CUIT_LENGTH = 11;

/** Stored (or typed) CUIT → display. */
export function formatCuit(value: unknown): string {
  const digits = digitsOnly(value);
  if (digits.length <= 2 || digits.length > CUIT_LENGTH) return digits;
  if (digits.length < CUIT_LENGTH) return `${digits.slice(0, 2)}-${digits.slice(2)}`;
  return `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}`;
}

/** Display → stored: digits only. */
export function parseCuit(display: string): string {
  return digitsOnly(display);
}
