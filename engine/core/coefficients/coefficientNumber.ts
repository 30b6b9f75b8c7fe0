/**
 * Coefficient numbers with 4 decimals (ACC-56): parsing what the user types (`0,25` or `0.25`),
 * showing a stored number (`0,2500`) and adding in ten-thousandths so that 0.1 + 0.2 + 0.7 is 1.
 */
import { COEFFICIENT_DECIMALS } from './coefficientTypes';

const SCALE = 10 ** COEFFICIENT_DECIMALS;
/** Integer digits a typed coefficient may have: enough for any mistake, few enough that ten-thousandths stay exact (below 2^53). */
const MAX_INTEGER_DIGITS = 11;
const TYPED = new RegExp(`^\\d{0,${MAX_INTEGER_DIGITS}}([.,]\\d{0,${COEFFICIENT_DECIMALS}})?$`);

/** True when `text` is a coefficient being typed: digits, at most one `,` or `.`, at most 4 decimals. */
export function acceptsCoefficientInput(text: string): boolean {
  return TYPED.test(text);
}

/** The number typed, or undefined for blank or unreadable text. */
export function parseCoefficient(text: string): number | undefined {
  const trimmed = text.trim();
  if (!trimmed || !acceptsCoefficientInput(trimmed) || trimmed === ',' || trimmed === '.') return undefined;
  return toUnits(Number(trimmed.replace(',', '.'))) / SCALE;
}

/** The coefficient in ten-thousandths (rounded), the unit sums are computed in. */
export function toUnits(value: number): number {
  return Math.round(value * SCALE);
}

/**
 * True when `value` has no more than 4 decimals, read from its shortest decimal form (the digits
 * JSON and the user wrote): `value * 10000` is inexact for large numbers (2100000.03 × 10000 is
 * 21000000300.000004), so no fixed tolerance decides every magnitude.
 */
export function hasCoefficientPrecision(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  const [digits, exponent = '0'] = String(Math.abs(value)).split('e');
  const decimals = (digits.split('.')[1] ?? '').length - Number(exponent);
  return decimals <= COEFFICIENT_DECIMALS;
}

/** `0,2500`: the Spanish display with the 4 decimals; blank for nothing. Never in exponent notation, however large the stored number. */
export function formatCoefficient(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '';
  const rounded = toUnits(value) / SCALE;
  // toFixed writes 1e+21 and above with an exponent; such a float is a whole number anyway.
  const text = Math.abs(rounded) < 1e21 ? rounded.toFixed(COEFFICIENT_DECIMALS) : `${BigInt(value)}.${'0'.repeat(COEFFICIENT_DECIMALS)}`;
  return text.replace('.', ',');
}

/** The sum of the rows' coefficients, exact to 4 decimals (blank rows count 0). */
export function sumCoefficients(values: ReadonlyArray<number | undefined>): number {
  return values.reduce<number>((units, value) => units + (typeof value === 'number' && Number.isFinite(value) ? toUnits(value) : 0), 0) / SCALE;
}
