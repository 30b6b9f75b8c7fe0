import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { digitsOnly } from './digitsOnly';

describe('digitsOnly', () => {
  it('WID-14 strips every non-digit character', () => {
    expect(digitsOnly('20-12.345 678/3')).toBe('20123456783');
    expect(digitsOnly('(011) 4789-1234')).toBe('01147891234');
  });

  it('WID-13 takes JSON numbers and empty values', () => {
    expect(digitsOnly(20123456783)).toBe('20123456783');
    expect(digitsOnly(1e21)).toBe('1000000000000000000000');
    expect(digitsOnly(null)).toBe('');
    expect(digitsOnly(undefined)).toBe('');
    expect(digitsOnly(Number.NaN)).toBe('');
  });

  it('WID-14 keeps only ASCII digits (no other script digits) and never throws', () => {
    expect(digitsOnly('١٢٣４５6')).toBe('6');
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.double(), fc.bigInt(), fc.constantFrom(null, undefined, true, {}, [])), (input) => {
        expect(digitsOnly(input)).toMatch(/^[0-9]*$/);
      }),
    );
  });
});
