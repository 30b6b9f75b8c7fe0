/**
 * CUIT/CUIL check digit: modulo 11 over the first 10 digits with weights 5,4,3,2,7,6,5,4,3,2;
 * the digit is 11 − (sum mod 11), where 11 gives 0 and 10 gives no valid digit. AFIP never
 * issues a number whose computation gives 10: it changes the type prefix instead (20/27 → 23,
 * 30 → 33), and the new prefix yields a regular digit under this same formula. So a number whose
 * first 10 digits compute to 10 is invalid whatever its last digit (we do not follow the
 * lenient "10 → 9" variant some libraries use: it accepts numbers AFIP never assigns).
 */
import { CUIT_LENGTH } from './formatCuit';

const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/** The check digit for the first 10 digits, or undefined when none is valid (result 10) or the input is not 10 digits. */
export function cuitCheckDigit(first10: string): number | undefined {
  if (!/^[0-9]{10}$/.test(first10)) return undefined;
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(first10[i]), 0);
  const digit = 11 - (sum % 11);
  if (digit === 11) return 0;
  return digit === 10 ? undefined : digit;
}

/** True when `digits` is 11 digits whose last one is the check digit of the others. */
export function isValidCuit(digits: string): boolean {
  if (digits.length !== CUIT_LENGTH || !/^[0-9]+$/.test(digits)) return false;
  return cuitCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}
