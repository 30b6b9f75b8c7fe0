import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseDate } from './parseDate';
import { parseDateTime } from './parseDateTime';

const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: fc.constantFrom(...'0123456789/-.: T'), maxLength: 20 }));

describe('parseDate / parseDateTime', () => {
  it('WID-16 turns a typed dd/MM/yyyy into ISO yyyy-MM-dd', () => {
    expect(parseDate('01/05/2024')).toBe('2024-05-01');
    expect(parseDate(' 1/5/2024 ')).toBe('2024-05-01');
    expect(parseDate('01-05-2024')).toBe('2024-05-01');
    expect(parseDate('01.05.2024')).toBe('2024-05-01');
    expect(parseDate('29/02/2024')).toBe('2024-02-29');
  });

  it('WID-16 keeps a pasted ISO date', () => {
    expect(parseDate('2024-05-01')).toBe('2024-05-01');
  });

  it("WID-16 tells an empty field ('') from an invalid one (undefined)", () => {
    expect(parseDate('')).toBe('');
    expect(parseDate('   ')).toBe('');
    expect(parseDate('29/02/2023')).toBeUndefined();
    expect(parseDate('31/04/2024')).toBeUndefined();
    expect(parseDate('01/13/2024')).toBeUndefined();
    expect(parseDate('05/01/24')).toBeUndefined();
    expect(parseDate('01/05/2024 10:00')).toBeUndefined();
    expect(parseDate(20240501)).toBeUndefined();
  });

  it('WID-15 refuses dates on or before 1800 (they would display blank)', () => {
    expect(parseDate('31/12/1800')).toBeUndefined();
    expect(parseDate('01/01/1801')).toBe('1801-01-01');
  });

  it('WID-16 turns a typed date-time into an ISO date-time with the local offset', () => {
    const stored = parseDateTime('01/05/2024 10:30');
    expect(stored).toMatch(/^2024-05-01T10:30:00([+-]\d{2}:\d{2}|Z)$/);
    expect(new Date(stored!).getTime()).toBe(new Date(2024, 4, 1, 10, 30).getTime());
    expect(parseDateTime('01/05/2024')).toMatch(/^2024-05-01T00:00:00/);
    expect(parseDateTime('01/05/2024 10:30:15')).toMatch(/^2024-05-01T10:30:15/);
    expect(parseDateTime('01/05/2024 24:00')).toBeUndefined();
    expect(parseDateTime('')).toBe('');
  });

  it('WID-16 property: no input throws; results are ISO, empty or undefined', () => {
    fc.assert(
      fc.property(anyText, (input) => {
        const date = parseDate(input);
        if (date !== undefined && date !== '') expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const dateTime = parseDateTime(input);
        if (dateTime !== undefined && dateTime !== '') expect(dateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
      }),
    );
  });
});
