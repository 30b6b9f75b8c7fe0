import { describe, expect, it } from 'vitest';
import { datesInOrderRule, datesOutOfOrder, rowDatesInOrderRule } from './datesInOrderRule';

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

describe('rowDatesInOrderRule', () => {
  it("21 refuses a file row whose Hasta is before its Desde, on that row's Hasta; equal dates, an open end and a row marked for deletion pass", async () => {
    const rule = rowDatesInOrderRule({ name: 'm.fileFechas', field: 'files', from: 'fechaDesde', to: 'fechaHasta', key: 'm.fileFechas' });
    expect(rule.fields).toEqual(['files']);
    const files = [
      { fechaDesde: '2026-01-05', fechaHasta: '2026-01-20' },
      { fechaDesde: '2026-03-10', fechaHasta: '2026-03-01' },
      { fechaDesde: '2026-04-01', fechaHasta: '2026-04-01' },
      { fechaDesde: '2026-05-01' },
      { fechaDesde: '2026-06-10', fechaHasta: '2026-06-01', eliminar: true },
    ];
    expect(await rule.validate({ files }, ctx)).toEqual([{ path: 'files.1.fechaHasta', key: 'm.fileFechas' }]);
    expect(await rule.validate({}, ctx)).toEqual([]);
  });
});
