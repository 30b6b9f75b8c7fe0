/** Properties of the coefficient formatter and parser (ACC-56, CST-27): arbitrary input never throws, format is idempotent. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { acceptsCoefficientInput, formatCoefficient, hasCoefficientPrecision, parseCoefficient, sumCoefficients } from './coefficientNumber';

/** Text as typed into a coefficient cell: digits and separators mostly, anything sometimes. */
const typed = fc.oneof(
  fc.string(),
  fc.string({ unit: fc.constantFrom(...'0123456789012345678901234567890123456789,.-e+ '), maxLength: 30 }),
  fc.stringMatching(/^[0-9]{0,25}([.,][0-9]{0,6})?$/),
);
const anyNumber = fc.oneof(fc.double(), fc.integer(), fc.double({ min: 0, max: 1 }), fc.double({ min: -1e25, max: 1e25 }), fc.constant(undefined));
const DISPLAY = /^-?[0-9]+,[0-9]{4}$/;

describe('coefficient numbers: properties (ACC-56)', () => {
  it('no text makes the parser or the keystroke check throw; what parses is a non-negative number with at most 4 decimals', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const accepted = acceptsCoefficientInput(text);
        const value = parseCoefficient(text);
        expect(typeof accepted).toBe('boolean');
        if (value !== undefined) {
          expect(Number.isFinite(value) && value >= 0).toBe(true);
          expect(hasCoefficientPrecision(value)).toBe(true);
        }
      }),
    );
  });

  it('ACC-56 decides the number of decimals at any magnitude (found by the property above)', () => {
    expect(hasCoefficientPrecision(2100000.03)).toBe(true);
    expect(hasCoefficientPrecision(parseCoefficient('2100000,03')!)).toBe(true);
    expect(hasCoefficientPrecision(99999999999.9999)).toBe(true);
    expect(hasCoefficientPrecision(0.12345)).toBe(false);
    expect(hasCoefficientPrecision(1.5e-7)).toBe(false);
    expect(hasCoefficientPrecision(1e21)).toBe(true);
    expect(hasCoefficientPrecision(Number.NaN)).toBe(false);
  });

  it('an accepted keystroke that is not blank or a lone separator parses', () => {
    fc.assert(
      fc.property(typed, (text) => {
        fc.pre(acceptsCoefficientInput(text) && /[0-9]/.test(text));
        expect(parseCoefficient(text)).toBeDefined();
      }),
    );
  });

  it('no number makes the formatter or the sum throw; a display has 4 decimals and a comma', () => {
    fc.assert(
      fc.property(anyNumber, (value) => {
        const shown = formatCoefficient(value);
        expect(shown === '' || DISPLAY.test(shown)).toBe(true);
        expect(typeof sumCoefficients([value, value])).toBe('number');
      }),
    );
  });

  it('format is idempotent on formatted input: format(parse(format(x))) = format(x)', () => {
    fc.assert(
      fc.property(anyNumber, (value) => {
        const shown = formatCoefficient(value);
        const again = parseCoefficient(shown);
        if (again !== undefined) expect(formatCoefficient(again)).toBe(shown);
      }),
    );
    fc.assert(
      fc.property(typed, (text) => {
        const value = parseCoefficient(text);
        fc.pre(value !== undefined);
        const shown = formatCoefficient(value);
        expect(formatCoefficient(parseCoefficient(shown))).toBe(shown);
      }),
    );
  });

  it('refuses a keystroke that would make the number too long to stay exact; formats a huge stored number without exponent', () => {
    expect(acceptsCoefficientInput('12345678901,1234')).toBe(true);
    expect(acceptsCoefficientInput('123456789012')).toBe(false);
    expect(formatCoefficient(1e21)).toBe('1000000000000000000000,0000');
    expect(formatCoefficient(-2.5e300)).toMatch(/^-25[0-9]{299},0000$/);
  });

  it('every coefficient a row can hold (0 to 1, 4 decimals) shows and parses back to itself', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (value) => {
        const shown = formatCoefficient(value);
        expect(shown).toMatch(DISPLAY);
        expect(formatCoefficient(parseCoefficient(shown))).toBe(shown);
      }),
    );
  });
});
