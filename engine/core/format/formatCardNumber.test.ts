import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCardNumber, parseCardNumber } from './formatCardNumber';

const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 19 });
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }));

describe('formatCardNumber / parseCardNumber', () => {
  it('WID-17 shows a revealed card number in groups of four with dashes', () => {
    expect(formatCardNumber('4111111111111111', { reveal: true })).toBe('4111-1111-1111-1111');
    expect(formatCardNumber('378282246310005', { reveal: true })).toBe('3782-8224-6310-005');
  });

  it('CRD-OP03 masks every digit but the last four unless revealed', () => {
    expect(formatCardNumber('4111111111111234')).toBe('XXXX-XXXX-XXXX-1234');
    expect(formatCardNumber('4111111111111234', { reveal: false })).toBe('XXXX-XXXX-XXXX-1234');
    expect(formatCardNumber('378282246310005')).toBe('XXXX-XXXX-XXX0-005');
    expect(formatCardNumber('1234')).toBe('1234');
    expect(formatCardNumber('')).toBe('');
  });

  it('CRD-OP03 a number the server redacted shows as XXXX-XXXX-XXXX-1234, revealed or not', () => {
    expect(formatCardNumber('XXXXXXXXXXXX1234')).toBe('XXXX-XXXX-XXXX-1234');
    expect(formatCardNumber('XXXXXXXXXXX0005', { reveal: true })).toBe('XXXX-XXXX-XXX0-005');
  });

  it('WID-14 stores digits only', () => {
    expect(parseCardNumber('4111-1111 1111-1111')).toBe('4111111111111111');
  });

  it('CRD-08 property: parse(format(x, reveal)) returns the stored digits', () => {
    fc.assert(
      fc.property(digits, (x) => {
        expect(parseCardNumber(formatCardNumber(x, { reveal: true }))).toBe(x);
      }),
    );
  });

  it('CRD-08 property: format is idempotent on formatted input', () => {
    fc.assert(
      fc.property(digits, (x) => {
        const shown = formatCardNumber(x, { reveal: true });
        expect(formatCardNumber(parseCardNumber(shown), { reveal: true })).toBe(shown);
      }),
    );
  });

  it('CRD-OP03 property: a masked number shows at most its last four digits, in the right places', () => {
    fc.assert(
      fc.property(digits, (x) => {
        const masked = formatCardNumber(x);
        expect(masked.replace(/[^0-9]/g, '')).toBe(x.slice(-4));
        expect(masked.length).toBe(formatCardNumber(x, { reveal: true }).length);
      }),
    );
  });

  it('WID-14 property: any input stores digits only and never throws', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        expect(parseCardNumber(input)).toMatch(/^[0-9]*$/);
        expect(formatCardNumber(input)).toMatch(/^[X0-9-]*$/);
      }),
    );
  });
});
