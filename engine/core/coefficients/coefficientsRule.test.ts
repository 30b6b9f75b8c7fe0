import { describe, expect, it } from 'vitest';
import { coefficientsRule } from './coefficientsRule';
import { ValidatorRegistry } from '../validators';

const rule = coefficientsRule({ name: 'prueba.coeficientes', field: 'coeficientes' });

describe('coefficientsRule (registered validator, ACC-48…56)', () => {
  it('registers and reads the grid and the inscription type only', () => {
    const registry = new ValidatorRegistry();
    registry.register(rule);
    expect(registry.affected(['prueba.coeficientes'], new Set(['nombre']))).toEqual([]);
    expect(rule.fields).toEqual(['coeficientes', 'tipoInscripcionIibb']);
  });

  it('places each message once on the grid field', () => {
    const rows = [
      { jurisdiccion: '901', coeficiente: 0.2, tipo: 'local' },
      { jurisdiccion: '901', tipo: 'local' },
    ];
    expect(rule.validate({ coeficientes: rows })).toEqual([
      { path: 'coeficientes', key: 'form.missing' },
      { path: 'coeficientes', key: 'coefficients.duplicate', notice: 'danger' },
      { path: 'coeficientes', key: 'coefficients.sum', notice: 'danger' },
    ]);
  });

  it('reads the inscription type from the record (ACC-52, ACC-OP04)', () => {
    const rows = [{ jurisdiccion: '901', coeficiente: 0.4, tipo: 'local' }];
    expect(rule.validate({ coeficientes: rows, tipoInscripcionIibb: '6' })).toEqual([]);
    expect(rule.validate({ coeficientes: rows, tipoInscripcionIibb: '2' })).toEqual([{ path: 'coeficientes', key: 'coefficients.sum', notice: 'danger' }]);
    expect(rule.validate({ coeficientes: 'no es una lista' })).toEqual([]);
  });
});
