/**
 * Coefficient numbers with 4 decimals (ACC-56): parsing what the user types (`0,25` or `0.25`),
 * showing a stored number (`0,2500`) and adding in ten-thousandths so that 0.1 + 0.2 + 0.7 is 1.
 */
import { COEFFICIENT_DECIMALS } from './coefficientTypes';

const SCALE = 10 ** COEFFICIENT_DECIMALS;

/** True when `text` is a coefficient being typed: digits, at most one `,` or `.`, at most 4 decimals. */
export function acceptsCoefficientInput(text: string): boolean {
  return new RegExp(`^\\d*([.,]\\d{0,${COEFFICIENT_DECIMALS}})?$`).test(text);
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

/** True when `value` has no more than 4 decimals. */
export function hasCoefficientPrecision(value: number): boolean {
  return Math.abs(value * SCALE - Math.round(value * SCALE)) < 1e-6;
}

/** `0,2500`: the Spanish display with the 4 decimals; blank for nothing. */
export function formatCoefficient(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '';
  return (toUnits(value) / SCALE).toFixed(COEFFICIENT_DECIMALS).replace('.', ',');
}

/** The sum of the rows' coefficients, exact to 4 decimals (blank rows count 0). */
export function sumCoefficients(values: ReadonlyArray<number | undefined>): number {
  return values.reduce<number>((units, value) => units + (typeof value === 'number' && Number.isFinite(value) ? toUnits(value) : 0), 0) / SCALE;
}
