import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { compareDecimalText } from './compareDecimalText';

describe('compareDecimalText', () => {
  it('19-8 compares amounts at the limits exactly', () => {
    expect(compareDecimalText('999999999999.99', '999999999999.99')).toBe(0);
    expect(compareDecimalText('1000000000000', '999999999999.99')).toBe(1);
    expect(compareDecimalText('999999999999.990', '999999999999.99')).toBe(0);
    expect(compareDecimalText('-0.01', '0')).toBe(-1);
    expect(compareDecimalText('-0', '0')).toBe(0);
    expect(compareDecimalText('0012.5', '12.50')).toBe(0);
    expect(compareDecimalText('-12.5', '-12.49')).toBe(-1);
    expect(compareDecimalText('1' + '0'.repeat(39), '999999999999.99')).toBe(1);
  });

  it('agrees with decimal arithmetic on any pair of decimals', () => {
    const decimal = fc
      .tuple(fc.boolean(), fc.stringMatching(/^\d{1,20}$/), fc.stringMatching(/^\d{0,6}$/))
      .map(([neg, whole, fraction]) => `${neg ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`);
    fc.assert(fc.property(decimal, decimal, (a, b) => compareDecimalText(a, b) === new Decimal(a).comparedTo(new Decimal(b))));
  });
});
