import { describe, expect, it } from 'vitest';
import { NOT_APPLICABLE } from '../../engine/core/widgetTesters';
import { dateInputTester } from './dateInputTester';
import { isBlankPlaceholder, pickerValue, storedValue, typedDate } from './datePickerSettings';

const ctx = { field: 'alta', required: false };

describe('dateInputTester', () => {
  it('WID-16 ranks 2 for format date and date-time strings', () => {
    expect(dateInputTester({ type: 'string', format: 'date' }, ctx)).toBe(2);
    expect(dateInputTester({ type: ['string', 'null'], format: 'date-time' }, ctx)).toBe(2);
  });

  it('does not apply to other formats or types', () => {
    expect(dateInputTester({ type: 'string' }, ctx)).toBe(NOT_APPLICABLE);
    expect(dateInputTester({ type: 'string', format: 'email' }, ctx)).toBe(NOT_APPLICABLE);
    expect(dateInputTester({ type: 'integer', format: 'date' }, ctx)).toBe(NOT_APPLICABLE);
  });
});

describe('date picker conversions (through engine/core/format)', () => {
  it('WID-16 typed dd/MM/yyyy becomes a local Date; empty is null; nonsense is false', () => {
    expect(typedDate('05/03/2026', false)).toEqual(new Date(2026, 2, 5));
    expect(typedDate('', false)).toBeNull();
    expect(typedDate('31/02/2026', false)).toBe(false);
    expect(typedDate('06/03/2026 11:15', true)).toEqual(new Date(2026, 2, 6, 11, 15));
  });

  it('WID-15 a well-formed date in 1800 or earlier is a blank placeholder, not an error', () => {
    expect(isBlankPlaceholder('01/01/1800')).toBe(true);
    expect(isBlankPlaceholder('31/12/1799 10:00')).toBe(true);
    expect(isBlankPlaceholder('01/01/1801')).toBe(false);
    expect(isBlankPlaceholder('hola')).toBe(false);
    expect(typedDate('01/01/1800', false)).toBeNull();
  });

  it('stores ISO yyyy-MM-dd (or ISO with offset) and shows blank for placeholders', () => {
    expect(storedValue('2026-03-05', false)).toBe('2026-03-05');
    expect(storedValue('2026-03-05T10:30-03:00', true)).toMatch(/^2026-03-05T\d{2}:30:00([+-]\d{2}:\d{2}|Z)$/);
    expect(pickerValue('1800-01-01', false)).toBeNull();
    expect(pickerValue('2026-03-05', false)).toBe('2026-03-05');
    expect(pickerValue(undefined, false)).toBeNull();
  });
});
