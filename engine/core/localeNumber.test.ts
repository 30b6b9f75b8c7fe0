import { describe, expect, it } from 'vitest';
import { displayLocaleNumber, formatLocaleNumber, parseLocaleNumber } from './localeNumber';

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

  it('reads numbers in lists with thousands dots and a decimal comma', () => {
    expect(displayLocaleNumber(1246.3)).toBe('1.246,3');
    expect(displayLocaleNumber(-1234567)).toBe('-1.234.567');
    expect(displayLocaleNumber(0.5)).toBe('0,5');
    expect(displayLocaleNumber(999)).toBe('999');
    expect(displayLocaleNumber(undefined)).toBe('');
  });

  it('shows numbers with a comma', () => {
    expect(formatLocaleNumber(-34.597)).toBe('-34,597');
    expect(formatLocaleNumber(7)).toBe('7');
    expect(formatLocaleNumber(undefined)).toBe('');
  });
});
