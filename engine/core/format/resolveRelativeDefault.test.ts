import { describe, expect, it } from 'vitest';
import { baseValueOf, resolveRelativeDefault, storedDate } from './resolveRelativeDefault';
import { toIsoDateTime } from './toIsoDate';

const now = new Date(2026, 2, 12, 9, 0);

describe('resolveRelativeDefault', () => {
  it('CST-50 without a base counts from now (date field: yyyy-MM-dd)', () => {
    expect(resolveRelativeDefault({ days: -7 }, { now, withTime: false })).toBe('2026-03-05');
  });

  it('ACT-17 / CST-51 "start + 5 minutes" counts from the base date-time', () => {
    expect(resolveRelativeDefault({ minutes: 5 }, { now, base: toIsoDateTime(new Date(2026, 2, 20, 9, 58)), withTime: true })).toBe(
      toIsoDateTime(new Date(2026, 2, 20, 10, 3)),
    );
  });

  it('OPP-35 / CST-47 "10:00 on date X" reads a yyyy-MM-dd base as that calendar day', () => {
    expect(resolveRelativeDefault({ at: '10:00' }, { now, base: '2026-07-03', withTime: true })).toBe(toIsoDateTime(new Date(2026, 6, 3, 10, 0)));
  });

  it('a blank, placeholder (1800) or malformed base counts from now', () => {
    for (const base of [undefined, '', '1800-01-01', 'mañana', 42]) {
      expect(resolveRelativeDefault({ hours: 1 }, { now, base, withTime: true })).toBe(toIsoDateTime(new Date(2026, 2, 12, 10, 0)));
    }
    expect(storedDate('1800-01-01')).toBeNull();
  });

  it('OPP-OP05 the first base field that holds a date wins', () => {
    expect(baseValueOf({ fechaOut: '2026-07-03', fechaCierre: '2026-08-01' }, ['fechaOut', 'fechaCierre'])).toBe('2026-07-03');
    expect(baseValueOf({ fechaOut: '', fechaCierre: '2026-08-01' }, ['fechaOut', 'fechaCierre'])).toBe('2026-08-01');
    expect(baseValueOf({ fechaCierre: '2026-08-01' }, 'fechaOut')).toBeUndefined();
    expect(baseValueOf({ fechaOut: '2026-07-03' }, undefined)).toBeUndefined();
  });
});
