import { describe, expect, it } from 'vitest';
import type { ValidationContext, ValidatorPorts } from '../../engine/core/validators';
import { rules } from './servicefee.rules';

const rule = (name: string) => rules.find((r) => r.name === name)!;
const today = new Date(2026, 10, 26, 15, 30);
const ctx = (mode: 'create' | 'edit', ports: Partial<ValidatorPorts> = {}): ValidationContext => ({
  mode,
  module: 'servicefee',
  recordId: mode === 'edit' ? 7 : undefined,
  ports: { exists: async () => false, today: () => today, ...ports },
});

describe('servicefee rules', () => {
  it('FEE-16 FEE-17 CST-31 an edit needs fechaDesde from tomorrow, named dd/MM/yyyy; a new fee may start any day', async () => {
    const fecha = rule('servicefee.fechaAlEditar');
    expect(await fecha.validate({ fechaDesde: '2026-11-26' }, ctx('edit'))).toEqual([
      { path: 'fechaDesde', key: 'servicefee.fechaAlEditar', args: { date: '27/11/2026' } },
    ]);
    expect(await fecha.validate({ fechaDesde: '2026-11-27' }, ctx('edit'))).toEqual([]);
    expect(await fecha.validate({ fechaDesde: '2026-11-01' }, ctx('create'))).toEqual([]);
  });

  it('FEE-06 FEE-OP04 a fixed amount is above 0, a percentage from 0 to 100', async () => {
    const importe = rule('servicefee.importe');
    expect(await importe.validate({ condicion: '1', importe: '0.00' }, ctx('create'))).toEqual([{ path: 'importe', key: 'servicefee.importeFijo' }]);
    expect(await importe.validate({ condicion: '1', importe: '0.01' }, ctx('create'))).toEqual([]);
    expect(await importe.validate({ condicion: '2', importe: '100.01' }, ctx('create'))).toEqual([{ path: 'importe', key: 'servicefee.importePorcentaje' }]);
    expect(await importe.validate({ condicion: '2', importe: '0' }, ctx('create'))).toEqual([]);
    expect(await importe.validate({ condicion: '2', importe: '100' }, ctx('create'))).toEqual([]);
  });

  it('FEE-15 FEE-OP01 asks for another live fee of the account with the same four types, leaving out annulled ones and itself', async () => {
    const asked: unknown[] = [];
    const existsMatching: ValidatorPorts['existsMatching'] = async (module, values, options) => {
      asked.push({ module, values, options });
      return true;
    };
    const record = { cuenta: 3, tipo: 'EMI', tipoAtencion: 'ONL', tipoRuta: 'NAC', tipoServicio: 'AER' };
    expect(await rule('servicefee.duplicado').validate(record, ctx('edit', { existsMatching }))).toEqual([{ path: 'tipo', key: 'servicefee.duplicado' }]);
    expect(asked).toEqual([{ module: 'servicefee', values: record, options: { excludeId: 7, unless: { anulado: true } } }]);
    // Incomplete or annulled: nothing to compare.
    expect(await rule('servicefee.duplicado').validate({ ...record, tipoRuta: '' }, ctx('create', { existsMatching }))).toEqual([]);
    expect(await rule('servicefee.duplicado').validate({ ...record, anulado: true }, ctx('create', { existsMatching }))).toEqual([]);
    expect(asked).toHaveLength(1);
  });
});
