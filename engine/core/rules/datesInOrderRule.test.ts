import { describe, expect, it } from 'vitest';
import { datesInOrderRule, datesOutOfOrder } from './datesInOrderRule';

const ctx = { mode: 'create' as const, module: 'm', ports: { exists: async () => false, today: () => new Date() } };

describe('datesInOrderRule', () => {
  it('CON-32 refuses an expiry before the issue date, on the later field', async () => {
    const rule = datesInOrderRule({ name: 'm.pasaporte', from: 'emision', to: 'vencimiento', key: 'm.fechas' });
    expect(rule.fields).toEqual(['emision', 'vencimiento']);
    expect(await rule.validate({ emision: '2024-05-01', vencimiento: '2024-04-30' }, ctx)).toEqual([{ path: 'vencimiento', key: 'm.fechas' }]);
    expect(await rule.validate({ emision: '2024-05-01', vencimiento: '2024-05-01' }, ctx)).toEqual([]);
  });

  it('passes while either date is empty', () => {
    expect(datesOutOfOrder(undefined, '2024-01-01')).toBe(false);
    expect(datesOutOfOrder('2024-01-01', '')).toBe(false);
    expect(datesOutOfOrder('2024-01-02', '2024-01-01')).toBe(true);
  });
});
