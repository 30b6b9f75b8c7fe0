import { describe, expect, it } from 'vitest';
import { isPositiveIdText, positiveIdOf } from './positiveId';

describe('positive ids sent as text', () => {
  it('takes a positive integer of at most 10 digits, as text or number', () => {
    expect(positiveIdOf('17')).toBe(17);
    expect(positiveIdOf(17)).toBe(17);
    expect(positiveIdOf('2147483647')).toBe(2147483647);
  });

  it('refuses zero, a sign, a leading zero, decimals, spaces, letters and an eleventh digit', () => {
    for (const text of ['0', '-1', '+1', '017', '1.5', ' 1', '1 ', '1e3', 'abc', '', '12345678901', null, undefined, {}, 1.5]) {
      expect(positiveIdOf(text), String(text)).toBeUndefined();
    }
  });

  it('allows a longer id where one is declared (16 digits for a subject)', () => {
    expect(isPositiveIdText('1234567890123456', 16)).toBe(true);
    expect(isPositiveIdText('12345678901234567', 16)).toBe(false);
  });
});
