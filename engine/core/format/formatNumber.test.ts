import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { acceptsNumber, formatNumber, parseNumber } from './formatNumber';

const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 20 });
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }));

describe('formatNumber / parseNumber / acceptsNumber', () => {
  it('WID-13 number fields accept digits only', () => {
    expect(acceptsNumber('0123')).toBe(true);
    expect(acceptsNumber('')).toBe(true);
    expect(acceptsNumber('12a')).toBe(false);
    expect(acceptsNumber('1.5')).toBe(false);
    expect(acceptsNumber('-1')).toBe(false);
  });

  it('WID-14 stores and shows the digits', () => {
    expect(parseNumber('12 34-5')).toBe('12345');
    expect(formatNumber(42)).toBe('42');
    expect(formatNumber(null)).toBe('');
  });

  it('WID-13 property: parse(format(x)) returns the stored value and format is idempotent', () => {
    fc.assert(
      fc.property(digits, (x) => {
        expect(parseNumber(formatNumber(x))).toBe(x);
        expect(formatNumber(parseNumber(formatNumber(x)))).toBe(formatNumber(x));
        expect(acceptsNumber(formatNumber(x))).toBe(true);
      }),
    );
  });

  it('WID-13 property: any input stores digits only and never throws', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        expect(parseNumber(input)).toMatch(/^[0-9]*$/);
        expect(acceptsNumber(input)).toBe(/^[0-9]*$/.test(input));
      }),
    );
  });
});
