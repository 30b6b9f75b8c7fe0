import { describe, expect, it } from 'vitest';
import { formatLocaleNumber, parseLocaleNumber } from './localeNumber';

describe('localeNumber', () => {
  it('SHR-01 reads a comma or a point as the decimal separator', () => {
    expect(parseLocaleNumber('-34,6')).toBe(-34.6);
    expect(parseLocaleNumber(' -34.6 ')).toBe(-34.6);
    expect(parseLocaleNumber('12')).toBe(12);
    expect(parseLocaleNumber('12,')).toBe(12);
    expect(parseLocaleNumber(',5')).toBe(0.5);
    expect(parseLocaleNumber('')).toBeUndefined();
  });

  it('gives NaN for what is not a number (yet)', () => {
    for (const text of ['-', 'abc', '1,2,3', '1.000,5', '--1']) expect(parseLocaleNumber(text)).toBeNaN();
  });

  it('shows numbers with a comma', () => {
    expect(formatLocaleNumber(-34.597)).toBe('-34,597');
    expect(formatLocaleNumber(7)).toBe('7');
    expect(formatLocaleNumber(undefined)).toBe('');
  });
});
