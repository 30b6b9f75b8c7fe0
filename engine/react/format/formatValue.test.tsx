import { describe, expect, it } from 'vitest';
import { formatValue } from './formatValue';

describe('formatValue', () => {
  it('SHR-01 shows booleans as Sí/No, dates as dd/MM/yyyy and empty values as nothing', () => {
    expect(formatValue(true)).toBe('Sí');
    expect(formatValue(false)).toBe('No');
    expect(formatValue(null)).toBe('');
    expect(formatValue('')).toBe('');
    expect(formatValue(-34.6)).toBe('-34,6');
    expect(formatValue('2024-05-03')).toBe('03/05/2024');
    expect(formatValue('2024-05-03T14:07:00')).toMatch(/^03\/05\/2024 14:07$/);
  });
});
