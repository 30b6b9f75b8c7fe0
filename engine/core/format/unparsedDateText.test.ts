import { describe, expect, it } from 'vitest';
import { unparsedDateText } from './unparsedDateText';

describe('unparsedDateText', () => {
  it('21-4 tells text typed into a date field from a stored date', () => {
    expect(unparsedDateText('31/02/1990')).toBe('31/02/1990');
    expect(unparsedDateText('15/1')).toBe('15/1');
    expect(unparsedDateText('1990-02-28')).toBeNull();
    expect(unparsedDateText('2024-05-01T10:00:00-03:00')).toBeNull();
    expect(unparsedDateText('1800-01-01')).toBeNull();
    expect(unparsedDateText('')).toBeNull();
    expect(unparsedDateText('  ')).toBeNull();
    expect(unparsedDateText(undefined)).toBeNull();
    expect(unparsedDateText(19900228)).toBeNull();
  });
});
