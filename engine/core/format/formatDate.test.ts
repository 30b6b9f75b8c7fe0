import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDate, formatDateTime } from './formatDate';
import { parseDate } from './parseDate';
import { parseDateTime } from './parseDateTime';
import { toIsoDate } from './toIsoDate';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** Real calendar days after 1800 (the stored form of a `format: date` field). */
const isoDate = fc
  .date({ min: new Date(Date.UTC(1801, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true })
  .map((d) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`);
const anyText = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: fc.constantFrom(...'0123456789/-.: T'), maxLength: 20 }));

describe('formatDate / formatDateTime', () => {
  it('WID-16 shows a stored date as dd/MM/yyyy', () => {
    expect(formatDate('2024-05-01')).toBe('01/05/2024');
    expect(formatDate('1801-01-01')).toBe('01/01/1801');
  });

  it('WID-15 shows a date on or before 1800 blank', () => {
    expect(formatDate('1800-12-31')).toBe('');
    expect(formatDate('1800-01-01')).toBe('');
    expect(formatDate('0001-01-01')).toBe('');
    expect(formatDate(new Date(1700, 0, 1))).toBe('');
    expect(formatDateTime('1800-06-01T10:00:00')).toBe('');
  });

  it('CST-58 shows anything that is not a date blank, impossible days included', () => {
    expect(formatDate('2023-02-29')).toBe('');
    expect(formatDate('2024-13-01')).toBe('');
    expect(formatDate('01/05/2024')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
    expect(formatDate({})).toBe('');
  });

  it('WID-16 reads a date-only value as a calendar day, never shifted by a time zone', () => {
    expect(formatDate('2024-01-01', { timeZone: 'Pacific/Kiritimati' })).toBe('01/01/2024');
    expect(formatDate('2024-01-01', { timeZone: 'America/Argentina/Buenos_Aires' })).toBe('01/01/2024');
  });

  it('SHR-01 shows ISO date-times: wall time as written, instants in the given zone', () => {
    expect(formatDateTime('2024-05-01T10:30:00')).toBe('01/05/2024 10:30');
    expect(formatDateTime('2024-05-01T13:30:00Z', { timeZone: 'America/Argentina/Buenos_Aires' })).toBe('01/05/2024 10:30');
    expect(formatDate('2024-05-01T01:00:00Z', { timeZone: 'America/Argentina/Buenos_Aires' })).toBe('30/04/2024');
    expect(formatDateTime('2024-05-01T10:30:00.123-03:00', { timeZone: 'UTC' })).toBe('01/05/2024 13:30');
    expect(formatDateTime(Date.UTC(2024, 4, 1, 13, 30), { timeZone: 'America/Argentina/Buenos_Aires' })).toBe('01/05/2024 10:30');
  });

  it('WID-16 shows Date objects in the runtime zone', () => {
    expect(formatDate(new Date(2024, 4, 1, 23, 59))).toBe('01/05/2024');
    expect(formatDateTime(new Date(2024, 4, 1, 9, 5))).toBe('01/05/2024 09:05');
  });

  it('WID-16 property: parseDate(formatDate(x)) returns the stored ISO date', () => {
    fc.assert(
      fc.property(isoDate, (x) => {
        expect(parseDate(formatDate(x))).toBe(x);
      }),
    );
  });

  it('WID-16 property: formatDate is idempotent on formatted input', () => {
    fc.assert(
      fc.property(isoDate, (x) => {
        expect(formatDate(parseDate(formatDate(x)))).toBe(formatDate(x));
        expect(formatDate(x)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      }),
    );
  });

  it('WID-16 property: date-times round-trip through dd/MM/yyyy HH:mm to the same instant', () => {
    const instant = fc.date({ min: new Date(Date.UTC(1970, 0, 1)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true }).map((d) => {
      d.setSeconds(0, 0);
      return d;
    });
    fc.assert(
      fc.property(instant, (d) => {
        const shown = formatDateTime(d);
        const stored = parseDateTime(shown);
        expect(stored).toBeDefined();
        expect(formatDateTime(stored)).toBe(shown);
        // In the repeated hour when clocks go back, a wall time names two instants: either is right.
        const fold = [-3600e3, 3600e3].some((shift) => formatDateTime(new Date(d.getTime() + shift)) === shown);
        if (!fold) expect(new Date(stored!).getTime()).toBe(d.getTime());
        expect(toIsoDate(d)).toBe(parseDate(formatDate(d)));
      }),
    );
  });

  it('WID-15 property: no input throws; the output is blank or dd/MM/yyyy', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.integer(), fc.double()), (input) => {
        expect(formatDate(input)).toMatch(/^(\d{2}\/\d{2}\/\d{4,})?$/);
        expect(formatDateTime(input)).toMatch(/^(\d{2}\/\d{2}\/\d{4,} \d{2}:\d{2})?$/);
      }),
    );
  });
});
