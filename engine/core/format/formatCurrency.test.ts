import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { acceptsCurrency, currencyProblem, formatCurrency, parseCurrency } from './formatCurrency';

const STORED = /^(-?(0|[1-9][0-9]*)(\.[0-9]{1,2})?)?$/;
const int = fc.oneof(
  fc.constant('0'),
  fc.tuple(fc.constantFrom(...'123456789'), fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 15 })).map(([a, b]) => a + b),
);
const dec = fc.option(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 2 }), { nil: undefined });
/** Canonical stored amounts (no negative zero). */
const stored = fc
  .tuple(fc.boolean(), int, dec)
  .map(([neg, i, d]) => `${i}${d ? `.${d}` : ''}`.replace(/^/, neg ? '-' : ''))
  .filter((x) => !/^-[0.]*$/.test(x));
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: fc.constantFrom(...'0123456789.,- '), maxLength: 20 }));

describe('formatCurrency / parseCurrency / acceptsCurrency', () => {
  it('21-1 WID-12 shows one convention, focused or not: thousands commas, a decimal dot, two decimals', () => {
    expect(formatCurrency('1234567.89')).toBe('1,234,567.89');
    expect(formatCurrency('1234')).toBe('1,234.00');
    expect(formatCurrency('999')).toBe('999.00');
    expect(formatCurrency('-1234.5')).toBe('-1,234.50');
    expect(formatCurrency('0.5')).toBe('0.50');
    expect(formatCurrency('8500.00')).toBe('8,500.00');
    expect(formatCurrency('-0.00')).toBe('0.00');
    expect(formatCurrency('')).toBe('');
    expect(formatCurrency(null)).toBe('');
  });

  it('21-1 shows typed text read as it is meant (1500,50 → 1,500.50); text that is no amount as typed', () => {
    expect(formatCurrency('1500,50')).toBe('1,500.50');
    expect(formatCurrency('1.500,5')).toBe('1,500.50');
    expect(formatCurrency('1500,505')).toBe('1500,505');
  });

  it('CST-33 shows JSON numbers with 2 decimals, never in exponent form', () => {
    expect(formatCurrency(1234.5)).toBe('1,234.50');
    expect(formatCurrency(1234)).toBe('1,234.00');
    expect(formatCurrency(0.1 + 0.2)).toBe('0.30');
    expect(formatCurrency(1e21)).toBe('1,000,000,000,000,000,000,000.00');
    expect(formatCurrency(-0.001)).toBe('0.00');
    expect(formatCurrency(Number.NaN)).toBe('');
  });

  it('WID-12 refuses a third decimal after the decimal dot while typing; separators are otherwise let through', () => {
    expect(acceptsCurrency('1,234.56')).toBe(true);
    expect(acceptsCurrency('1,234.5')).toBe(true);
    expect(acceptsCurrency('1,234.')).toBe(true);
    expect(acceptsCurrency('-')).toBe(true);
    expect(acceptsCurrency('1500,50')).toBe(true);
    expect(acceptsCurrency('1.500,50')).toBe(true);
    expect(acceptsCurrency('1,234.567')).toBe(false);
    expect(acceptsCurrency('12a')).toBe(false);
  });

  it('21-1 stores what parseAmount reads; text that is no amount is kept, and its check names the problem', () => {
    expect(parseCurrency('1,234,567.89')).toBe('1234567.89');
    expect(parseCurrency('1500,50')).toBe('1500.50');
    expect(parseCurrency('12,5')).toBe('12.5');
    expect(parseCurrency('')).toBe('');
    expect(parseCurrency('-')).toBe('');
    expect(parseCurrency('-0.5')).toBe('-0.5');
    expect(parseCurrency('1500,505')).toBe('1500,505');
    expect(currencyProblem('1500,505')).toBe('mask.monedaIlegible');
    expect(currencyProblem('1500.50')).toBeUndefined();
  });

  it('WID-12 property: parse(format(x)) is x with two decimals, and the display is accepted', () => {
    fc.assert(
      fc.property(stored, (x) => {
        const [int, dec = ''] = x.split('.');
        expect(parseCurrency(formatCurrency(x))).toBe(`${int}.${dec.padEnd(2, '0')}`);
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

  it('CST-33 property: any input stores a plain amount or is kept for its message, and never throws', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        const stored = parseCurrency(input);
        if (currencyProblem(input) === undefined) expect(stored).toMatch(STORED);
        else expect(stored).toBe(input);
        expect(formatCurrency(formatCurrency(input))).toBe(formatCurrency(input));
        expect(typeof acceptsCurrency(input)).toBe('boolean');
      }),
    );
  });
});
