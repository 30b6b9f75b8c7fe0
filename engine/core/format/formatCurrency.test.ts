import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { acceptsCurrency, displayCurrency, formatCurrency, parseCurrency } from './formatCurrency';

const STORED = /^(-?(0|[1-9][0-9]*)(\.[0-9]{1,2})?)?$/;
const int = fc.oneof(fc.constant('0'), fc.tuple(fc.constantFrom(...'123456789'), fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 15 })).map(([a, b]) => a + b));
const dec = fc.option(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 2 }), { nil: undefined });
/** Canonical stored amounts (no negative zero). */
const stored = fc
  .tuple(fc.boolean(), int, dec)
  .map(([neg, i, d]) => `${i}${d ? `.${d}` : ''}`.replace(/^/, neg ? '-' : ''))
  .filter((x) => !/^-[0.]*$/.test(x));
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: fc.constantFrom(...'0123456789.,- '), maxLength: 20 }));

describe('formatCurrency / parseCurrency / acceptsCurrency', () => {
  it('WID-12 shows thousands commas and a dot for decimals', () => {
    expect(formatCurrency('1234567.89')).toBe('1,234,567.89');
    expect(formatCurrency('1234')).toBe('1,234');
    expect(formatCurrency('999')).toBe('999');
    expect(formatCurrency('-1234.5')).toBe('-1,234.5');
    expect(formatCurrency('0.5')).toBe('0.5');
  });

  it('CST-33 reads a stored amount es-AR outside the input: thousands dots, decimal comma, 2 decimals', () => {
    expect(displayCurrency('1246.3')).toBe('1.246,30');
    expect(displayCurrency('1234567.89')).toBe('1.234.567,89');
    expect(displayCurrency('8500.00')).toBe('8.500,00');
    expect(displayCurrency(10593.55)).toBe('10.593,55');
    expect(displayCurrency('-5')).toBe('-5,00');
    expect(displayCurrency('-0.00')).toBe('0,00');
    expect(displayCurrency('0.5')).toBe('0,50');
    expect(displayCurrency('')).toBe('');
    expect(displayCurrency(null)).toBe('');
  });

  it('reads back what it displays: the digits and the sign survive', () => {
    fc.assert(
      fc.property(stored, (x) => {
        const [int, dec = ''] = x.replace('-', '').split('.');
        expect(displayCurrency(x).replace(/\./g, '').replace(',', '.')).toBe(`${x.startsWith('-') ? '-' : ''}${int}.${dec.padEnd(2, '0')}`);
      }),
    );
  });

  it('CST-33 shows JSON numbers with at most 2 decimals, never in exponent form', () => {
    expect(formatCurrency(1234.5)).toBe('1,234.5');
    expect(formatCurrency(1234)).toBe('1,234');
    expect(formatCurrency(0.1 + 0.2)).toBe('0.3');
    expect(formatCurrency(1e21)).toBe('1,000,000,000,000,000,000,000');
    expect(formatCurrency(-0.001)).toBe('0');
    expect(formatCurrency(Number.NaN)).toBe('');
  });

  it('WID-12 keeps what is being typed: a trailing dot, a lone minus, decimals as typed', () => {
    expect(formatCurrency('1234.')).toBe('1,234.');
    expect(formatCurrency('-')).toBe('-');
    expect(formatCurrency('12.50')).toBe('12.50');
    expect(formatCurrency('.5')).toBe('0.5');
    expect(formatCurrency('007')).toBe('7');
  });

  it('WID-12 refuses a third decimal while typing', () => {
    expect(acceptsCurrency('1,234.56')).toBe(true);
    expect(acceptsCurrency('1,234.5')).toBe(true);
    expect(acceptsCurrency('1,234.')).toBe(true);
    expect(acceptsCurrency('-')).toBe(true);
    expect(acceptsCurrency('1,234.567')).toBe(false);
    expect(acceptsCurrency('12a')).toBe(false);
    expect(acceptsCurrency('1.2.3')).toBe(false);
  });

  it('WID-12 cuts extra decimals it is given (never rounds typed text up)', () => {
    expect(formatCurrency('1.239')).toBe('1.23');
  });

  it('WID-OP05 treats commas as thousands separators, never as the decimal mark', () => {
    expect(parseCurrency('1,234,567.89')).toBe('1234567.89');
    expect(parseCurrency('12,5')).toBe('125');
  });

  it('CST-33 stores a plain decimal string; empty stays empty; no negative zero', () => {
    expect(parseCurrency('')).toBe('');
    expect(parseCurrency('-')).toBe('');
    expect(parseCurrency('1,234.')).toBe('1234');
    expect(parseCurrency('.')).toBe('0');
    expect(parseCurrency('-0.00')).toBe('0.00');
    expect(parseCurrency('-0.5')).toBe('-0.5');
  });

  it('WID-12 property: parse(format(x)) returns the stored value', () => {
    fc.assert(
      fc.property(stored, (x) => {
        expect(parseCurrency(formatCurrency(x))).toBe(x);
      }),
    );
  });

  it('WID-12 property: format is idempotent on formatted input, and the display is accepted', () => {
    fc.assert(
      fc.property(stored, (x) => {
        expect(formatCurrency(parseCurrency(formatCurrency(x)))).toBe(formatCurrency(x));
        expect(acceptsCurrency(formatCurrency(x))).toBe(true);
      }),
    );
  });

  it('CST-33 property: numbers round-trip within a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (n) => {
        expect(Math.abs(Number(parseCurrency(formatCurrency(n))) - n)).toBeLessThanOrEqual(0.005 + Math.abs(n) * 1e-15);
      }),
    );
  });

  it('CST-33 property: any input stores a plain amount with at most 2 decimals and never throws', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        expect(parseCurrency(input)).toMatch(STORED);
        expect(formatCurrency(formatCurrency(input))).toBe(formatCurrency(input));
        expect(typeof acceptsCurrency(input)).toBe('boolean');
      }),
    );
  });
});
