import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Ajv from 'ajv';
import { relativeDateSpecProblems } from './relativeDateSpecProblems';
import { relativeDateSchema, resolveRelativeDate } from './resolveRelativeDate';

const ajvCheck = new Ajv({ allErrors: true }).compile(relativeDateSchema);

describe('relativeDateSpecProblems (CST-47, CST-50…52)', () => {
  it('accepts the specs of the catalogue', () => {
    for (const spec of [{}, { days: -7 }, { minutes: 5 }, { hours: 1 }, { at: '10:00' }, { days: 1, at: '23:59' }])
      expect(relativeDateSpecProblems(spec)).toEqual([]);
  });

  it('names the bad part of a malformed spec by its JSON pointer', () => {
    expect(relativeDateSpecProblems({ days: 1.5, at: '9:00', dias: 2 })).toEqual([
      { path: '/days', message: 'debe ser un entero' },
      { path: '/at', message: 'debe tener la forma HH:mm' },
      { path: '/dias', message: 'propiedad desconocida (admite years, months, weeks, days, hours, minutes, at)' },
    ]);
    expect(relativeDateSpecProblems({ minutes: '5' })).toEqual([{ path: '/minutes', message: 'debe ser un entero' }]);
    expect(relativeDateSpecProblems({ at: 10 })).toEqual([{ path: '/at', message: 'debe ser un texto' }]);
    expect(relativeDateSpecProblems('-7 days')).toHaveLength(1);
    expect(relativeDateSpecProblems([])).toHaveLength(1);
    expect(relativeDateSpecProblems(null)).toHaveLength(1);
  });

  it('agrees with ajv on relativeDateSchema, and what it accepts resolves without throwing', () => {
    const key = fc.constantFrom('years', 'months', 'weeks', 'days', 'hours', 'minutes', 'at', 'dias');
    const value = fc.oneof(
      fc.integer({ min: -1000, max: 1000 }),
      fc.double({ noNaN: true, min: -10, max: 10 }),
      fc.constantFrom('10:00', '24:00', '9:30', '23:59', ''),
      fc.boolean(),
      fc.constant(null),
    );
    const spec = fc.oneof(fc.dictionary(key, value, { maxKeys: 4 }), fc.anything());
    fc.assert(
      fc.property(spec, (candidate) => {
        const ok = relativeDateSpecProblems(candidate).length === 0;
        expect(ok).toBe(ajvCheck(candidate));
        if (ok) expect(() => resolveRelativeDate(candidate as never, new Date(2026, 0, 31))).not.toThrow();
      }),
    );
  });
});
