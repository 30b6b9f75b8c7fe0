import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPhone, parsePhone } from './formatPhone';

const digits = (maxLength: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength });
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }));

describe('formatPhone / parsePhone', () => {
  it('WID-OP01 formats 7 digits as XXX-XXXX and 8 digits as XXXX-XXXX', () => {
    expect(formatPhone('4561234')).toBe('456-1234');
    expect(formatPhone('47891234')).toBe('4789-1234');
  });

  it('WID-OP01 formats 10 digits with the 11 prefix as (11) XXXX-XXXX', () => {
    expect(formatPhone('1147891234')).toBe('(11) 4789-1234');
  });

  it('WID-10 takes other area codes from the Argentine metadata (2, 3 or 4 digits)', () => {
    expect(formatPhone('3514561234')).toBe('(351) 456-1234'); // Córdoba
    expect(formatPhone('2214561234')).toBe('(221) 456-1234'); // La Plata
    expect(formatPhone('2266456123')).toBe('(2266) 45-6123'); // Balcarce
  });

  it('WID-OP01 falls back to (XXX) XXX-XXXX when the area code is unknown', () => {
    expect(formatPhone('1234567890')).toBe('(123) 456-7890');
  });

  it('WID-OP01 shows 11 digits with the 011 prefix keeping the trunk 0 in the area code', () => {
    expect(formatPhone('01147891234')).toBe('(011) 4789-1234');
    expect(formatPhone('03514561234')).toBe('(0351) 456-1234');
    expect(formatPhone('01234567890')).toBe('(0123) 456-7890');
  });

  it('WID-10 shows the 15 mobile prefix apart (9 to 11 digits)', () => {
    expect(formatPhone('154561234')).toBe('15 456-1234');
    expect(formatPhone('1547891234')).toBe('15 4789-1234');
    expect(formatPhone('15478912345')).toBe('15 47891-2345');
  });

  it('WID-OP01 formats 13 digits as an international number', () => {
    expect(formatPhone('5491147891234')).toBe('+54 9 11 4789-1234');
    expect(formatPhone('5493514561234')).toBe('+54 9 351 456-1234');
    expect(formatPhone('5511912345678')).toBe('+55 11 91234-5678');
    expect(formatPhone('+54 9 11 4789-1234')).toBe('+54 9 11 4789-1234');
  });

  it('WID-OP01 falls back to +XX … XXXX-XXXX for unknown international numbers (9 and 13 digits)', () => {
    expect(formatPhone('1234567890123')).toBe('+12 345 6789-0123');
    expect(formatPhone('541234567')).toBe('+54 123-4567');
  });

  it('WID-10 leaves lengths without a pattern as typed digits', () => {
    expect(formatPhone('123456')).toBe('123456');
    expect(formatPhone('111547891234')).toBe('111547891234');
    expect(formatPhone('')).toBe('');
  });

  it('WID-14 stores digits only', () => {
    expect(parsePhone('(011) 4789-1234')).toBe('01147891234');
    expect(parsePhone('+54 9 11 4789-1234')).toBe('5491147891234');
  });

  it('WID-10 property: parse(format(x)) returns the stored digits', () => {
    fc.assert(
      fc.property(digits(16), (x) => {
        expect(parsePhone(formatPhone(x))).toBe(x);
      }),
    );
  });

  it('WID-10 property: format is idempotent on formatted input', () => {
    fc.assert(
      fc.property(digits(16), (x) => {
        expect(formatPhone(parsePhone(formatPhone(x)))).toBe(formatPhone(x));
      }),
    );
  });

  it('WID-10 property: every length of the spec gets a pattern (11 digits: with a 0 or 15 prefix)', () => {
    const exact = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
    const specNumbers = fc.oneof(
      ...[7, 8, 9, 10, 13].map(exact),
      exact(10).map((x) => `0${x}`),
      exact(9).map((x) => `15${x}`),
    );
    fc.assert(
      fc.property(specNumbers, (x) => {
        expect(formatPhone(x)).not.toBe(x);
        expect(parsePhone(formatPhone(x))).toBe(x);
      }),
    );
  });

  it('WID-14 property: any input stores digits only and never throws', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        expect(parsePhone(input)).toMatch(/^[0-9]*$/);
        expect(formatPhone(formatPhone(input))).toBe(formatPhone(input));
      }),
    );
  });
});
