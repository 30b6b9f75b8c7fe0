import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatRouteCode, parseRouteCode } from './formatRouteCode';

const stored = fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'), maxLength: 20 });
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }));

describe('formatRouteCode / parseRouteCode', () => {
  it('WID-11 shows a route code upper case in groups of three', () => {
    expect(formatRouteCode('ezemadbcn')).toBe('EZE-MAD-BCN');
    expect(formatRouteCode('EZEMA')).toBe('EZE-MA');
    expect(formatRouteCode('ez')).toBe('EZ');
    expect(formatRouteCode('')).toBe('');
  });

  it('WID-11 regroups typed separators and drops accents and symbols', () => {
    expect(formatRouteCode('eze / mad-bcn')).toBe('EZE-MAD-BCN');
    expect(formatRouteCode('eze-ma-d')).toBe('EZE-MAD');
    expect(formatRouteCode('Bogotá')).toBe('BOG-OTA');
  });

  it('WID-14 stores letters and digits, upper case, without separators', () => {
    expect(parseRouteCode('EZE-MAD-BCN')).toBe('EZEMADBCN');
    expect(parseRouteCode('ar 1234')).toBe('AR1234');
  });

  it('WID-11 property: parse(format(x)) returns the stored value', () => {
    fc.assert(
      fc.property(stored, (x) => {
        expect(parseRouteCode(formatRouteCode(x))).toBe(x);
      }),
    );
  });

  it('WID-11 property: format is idempotent on formatted input', () => {
    fc.assert(
      fc.property(stored, (x) => {
        expect(formatRouteCode(parseRouteCode(formatRouteCode(x)))).toBe(formatRouteCode(x));
      }),
    );
  });

  it('WID-11 property: any input stores only A-Z and 0-9 and never throws', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        expect(parseRouteCode(input)).toMatch(/^[A-Z0-9]*$/);
        expect(formatRouteCode(formatRouteCode(input))).toBe(formatRouteCode(input));
      }),
    );
  });
});
