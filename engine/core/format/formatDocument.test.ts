import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDocument, parseDocument } from './formatDocument';

const digits = (maxLength: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength });
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }));

describe('formatDocument / parseDocument', () => {
  it('WID-07 shows an identity number with thousands dots', () => {
    expect(formatDocument('12345678')).toBe('12.345.678');
    expect(formatDocument('1234567')).toBe('1.234.567');
    expect(formatDocument('123')).toBe('123');
    expect(formatDocument(12345678)).toBe('12.345.678');
  });

  it('WID-OP04 gives thousands dots up to 10 digits', () => {
    expect(formatDocument('1234567890')).toBe('1.234.567.890');
  });

  it('WID-08 shows exactly 11 digits as 2-8-1 with dashes', () => {
    expect(formatDocument('20123456783')).toBe('20-12345678-3');
  });

  it('WID-OP04 has no pattern beyond 11 digits: plain digits', () => {
    expect(formatDocument('201234567831')).toBe('201234567831');
  });

  it('WID-14 stores digits only and keeps leading zeros', () => {
    expect(parseDocument('20-12345678-3')).toBe('20123456783');
    expect(parseDocument('01.234.567')).toBe('01234567');
    expect(formatDocument('01234567')).toBe('01.234.567');
    expect(formatDocument('')).toBe('');
    expect(formatDocument(null)).toBe('');
  });

  it('WID-07 property: parse(format(x)) returns the stored digits', () => {
    fc.assert(
      fc.property(digits(20), (x) => {
        expect(parseDocument(formatDocument(x))).toBe(x);
      }),
    );
  });

  it('WID-07 property: format is idempotent on formatted input', () => {
    fc.assert(
      fc.property(digits(20), (x) => {
        expect(formatDocument(parseDocument(formatDocument(x)))).toBe(formatDocument(x));
      }),
    );
  });

  it('WID-14 property: any input stores digits only and never throws', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        expect(parseDocument(input)).toMatch(/^[0-9]*$/);
        expect(formatDocument(formatDocument(input))).toBe(formatDocument(input));
      }),
    );
  });
});
