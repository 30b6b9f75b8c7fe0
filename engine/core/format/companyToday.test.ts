import { addDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { rules } from '../../../schemas/servicefee/servicefee.rules';
import { companyToday } from './companyToday';
import { toIsoDate } from './toIsoDate';

describe('companyToday', () => {
  it('is the Buenos Aires calendar day, whatever the runtime zone: 21:45 there is still that day', () => {
    // 2026-11-30T00:45Z is 29/11 21:45 in Buenos Aires (UTC-3); 03:00Z is midnight there.
    expect(toIsoDate(companyToday(new Date('2026-11-30T00:45:00Z')))).toBe('2026-11-29');
    expect(toIsoDate(companyToday(new Date('2026-11-30T02:59:59Z')))).toBe('2026-11-29');
    expect(toIsoDate(companyToday(new Date('2026-11-30T03:00:00Z')))).toBe('2026-11-30');
    expect(toIsoDate(addDays(companyToday(new Date('2026-12-31T23:00:00Z')), 1))).toBe('2027-01-01');
  });

  it('FEE-16 a fee edited at 21:45 in Buenos Aires may start the next Buenos Aires day (the server on UTC once refused it)', async () => {
    const fecha = rules.find((rule) => rule.name === 'servicefee.fechaAlEditar')!;
    const ctx = {
      mode: 'edit' as const,
      module: 'servicefee',
      recordId: 7,
      ports: { exists: async () => false, today: () => companyToday(new Date('2026-11-30T00:45:00Z')) },
    };
    expect(await fecha.validate({ fechaDesde: '2026-11-30' }, ctx)).toEqual([]);
    expect(await fecha.validate({ fechaDesde: '2026-11-29' }, ctx)).toEqual([
      { path: 'fechaDesde', key: 'servicefee.fechaAlEditar', args: { date: '30/11/2026' } },
    ]);
  });
});
