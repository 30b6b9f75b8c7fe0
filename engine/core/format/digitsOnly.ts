/**
 * The stored form of a numeric masked field: its ASCII digits and nothing else (WID-13, WID-14).
 * Takes whatever a form or a JSON body holds (text, a number, null) and never throws; anything
 * that is not text or a number has no digits.
 */
export function digitsOnly(value: unknown): string {
  if (typeof value === 'string') return value.replace(/[^0-9]/g, '');
  if (typeof value === 'bigint') return (value < 0n ? -value : value).toString();
  if (typeof value === 'number') return Number.isFinite(value) ? digitsOfNumber(value) : '';
  return '';
}

/** A JSON number holding an identifier (e.g. 20123456783): its integer digits, never `1e+21`. */
function digitsOfNumber(value: number): string {
  const whole = Math.trunc(Math.abs(value));
  return Number.isSafeInteger(whole) ? String(whole) : BigInt(whole).toString();
}
