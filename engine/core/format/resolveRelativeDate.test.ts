import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { resolveRelativeDate } from './resolveRelativeDate';
import { toIsoDate, toIsoDateTime } from './toIsoDate';
import { WEEK_STARTS_ON } from './dateConstants';

const now = new Date(2024, 4, 15, 14, 37, 12); // 15/05/2024 14:37:12 local

describe('resolveRelativeDate', () => {
  it('ACT-08 / CST-50 resolves "7 days ago"', () => {
    expect(toIsoDate(resolveRelativeDate({ days: -7 }, now))).toBe('2024-05-08');
  });

  it('ACT-17 / CST-51 resolves "start + 5 minutes" from a base', () => {
    const start = new Date(2024, 4, 20, 9, 58);
    expect(resolveRelativeDate({ minutes: 5 }, now, start)).toEqual(new Date(2024, 4, 20, 10, 3));
  });

  it('LNK-17 / CST-52 resolves "now" and "now + 1 hour"', () => {
    expect(resolveRelativeDate({}, now)).toEqual(now);
    expect(resolveRelativeDate({ hours: 1 }, now)).toEqual(new Date(2024, 4, 15, 15, 37, 12));
  });

  it('OPP-35 / CST-47 resolves "10:00 on date X"', () => {
    const out = new Date(2024, 6, 3);
    expect(resolveRelativeDate({ at: '10:00' }, now, out)).toEqual(new Date(2024, 6, 3, 10, 0, 0, 0));
    expect(toIsoDateTime(resolveRelativeDate({ at: '10:00' }, now, out))).toMatch(/^2024-07-03T10:00:00/);
  });

  it('CST-50 adds calendar units (31 January + 1 month = 29 February in a leap year)', () => {
    expect(toIsoDate(resolveRelativeDate({ months: 1 }, new Date(2024, 0, 31)))).toBe('2024-02-29');
    expect(toIsoDate(resolveRelativeDate({ weeks: 1, days: 1 }, now))).toBe('2024-05-23');
  });

  it('throws on a malformed spec (a configuration error), naming the part', () => {
    expect(() => resolveRelativeDate({ days: 1.5 }, now)).toThrow("'days' debe ser un entero");
    expect(() => resolveRelativeDate({ at: '25:00' }, now)).toThrow("'at' debe tener la forma HH:mm");
  });

  it('WID-16 / CST-57 the week starts on Monday (date-fns weekStartsOn = 1)', () => {
    expect(WEEK_STARTS_ON).toBe(1);
  });

  it('CST-50 property: days forward then back lands on the same calendar day, and now is never mutated', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3650, max: 3650 }), (days) => {
        const before = now.getTime();
        const there = resolveRelativeDate({ days }, now);
        expect(toIsoDate(resolveRelativeDate({ days: -days }, now, there))).toBe(toIsoDate(now));
        expect(now.getTime()).toBe(before);
      }),
    );
  });
});

describe('toIsoDate / toIsoDateTime', () => {
  it('WID-16 gives the stored forms of a Date, and blank for an invalid one', () => {
    expect(toIsoDate(new Date(2024, 4, 1, 23, 59))).toBe('2024-05-01');
    expect(toIsoDateTime(new Date(2024, 4, 1, 10, 0))).toMatch(/^2024-05-01T10:00:00([+-]\d{2}:\d{2}|Z)$/);
    expect(toIsoDate(new Date(Number.NaN))).toBe('');
    expect(toIsoDateTime(new Date(Number.NaN))).toBe('');
  });
});
