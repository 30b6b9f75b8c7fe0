import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCuit, parseCuit } from './formatCuit';

const digits = (maxLength: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength });
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }));

describe('formatCuit / parseCuit', () => {
  it('WID-09 formats a CUIT with a dash after the 2nd digit and before the last', () => {
    expect(formatCuit('20123456786')).toBe('20-12345678-6');
    expect(formatCuit(30500010912)).toBe('30-50001091-2');
  });

  it('WID-08 formats the spec example even with a wrong check digit (validation is cuitRule)', () => {
    expect(formatCuit('20123456783')).toBe('20-12345678-3');
  });

  it('WID-09 while typing shows only the first dash; no dash for 1-2 digits or more than 11', () => {
    expect(formatCuit('2')).toBe('2');
    expect(formatCuit('20')).toBe('20');
    expect(formatCuit('201')).toBe('20-1');
    expect(formatCuit('2012345678')).toBe('20-12345678');
    expect(formatCuit('201234567890')).toBe('201234567890');
  });

  it('WID-14 stores digits only', () => {
    expect(parseCuit('20-12345678-6')).toBe('20123456786');
    expect(parseCuit(' 20.12345678/6 ')).toBe('20123456786');
  });

  it('WID-09 property: parse(format(x)) returns the stored digits', () => {
    fc.assert(
      fc.property(digits(14), (x) => {
        expect(parseCuit(formatCuit(x))).toBe(x);
      }),
    );
  });

  it('WID-09 property: format is idempotent on formatted input', () => {
    fc.assert(
      fc.property(digits(14), (x) => {
        expect(formatCuit(parseCuit(formatCuit(x)))).toBe(formatCuit(x));
      }),
    );
  });

  it('WID-14 property: any input stores digits only and never throws', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        expect(parseCuit(input)).toMatch(/^[0-9]*$/);
        expect(formatCuit(formatCuit(input))).toBe(formatCuit(input));
      }),
    );
  });
});
