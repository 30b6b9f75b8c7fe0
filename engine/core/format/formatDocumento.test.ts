import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDocumento, parseDocumento } from './formatDocumento';

const digits = (maxLength: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength });
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }));

describe('formatDocumento / parseDocumento', () => {
  it('WID-07 shows an identity number with thousands dots', () => {
    expect(formatDocumento('12345678')).toBe('12.345.678');
    expect(formatDocumento('1234567')).toBe('1.234.567');
    expect(formatDocumento('123')).toBe('123');
    expect(formatDocumento(12345678)).toBe('12.345.678');
  });

  it('WID-OP04 gives thousands dots up to 10 digits', () => {
    expect(formatDocumento('1234567890')).toBe('1.234.567.890');
  });

  it('WID-08 shows exactly 11 digits as 2-8-1 with dashes', () => {
    expect(formatDocumento('20123456783')).toBe('20-12345678-3');
  });

  it('WID-OP04 has no pattern beyond 11 digits: plain digits', () => {
    expect(formatDocumento('201234567831')).toBe('201234567831');
  });

  it('WID-14 stores digits only and keeps leading zeros', () => {
    expect(parseDocumento('20-12345678-3')).toBe('20123456783');
    expect(parseDocumento('01.234.567')).toBe('01234567');
    expect(formatDocumento('01234567')).toBe('01.234.567');
    expect(formatDocumento('')).toBe('');
    expect(formatDocumento(null)).toBe('');
  });

  it('WID-07 property: parse(format(x)) returns the stored digits', () => {
    fc.assert(fc.property(digits(20), (x) => {
      expect(parseDocumento(formatDocumento(x))).toBe(x);
    }));
  });

  it('WID-07 property: format is idempotent on formatted input', () => {
    fc.assert(fc.property(digits(20), (x) => {
      expect(formatDocumento(parseDocumento(formatDocumento(x)))).toBe(formatDocumento(x));
    }));
  });

  it('WID-14 property: any input stores digits only and never throws', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        expect(parseDocumento(input)).toMatch(/^[0-9]*$/);
        expect(formatDocumento(formatDocumento(input))).toBe(formatDocumento(input));
      }),
    );
  });
});
