import { describe, expect, it } from 'vitest';
import { rules, supplierDocumentLooksUp, ESTADO_PENDIENTE, ESTADO_AUTORIZADO, ESTADO_RECHAZADO } from './proveedor.rules';

const rule = (name: string) => rules.find((r) => r.name === name)!;
const run = (name: string, record: Record<string, unknown>) => rule(name).validate(record, { mode: 'create', ports: {} } as never);

describe('supplier rules', () => {
  it('SUP-07 SUP-25 CST-24 the register is asked about 11-digit CUITs only', () => {
    expect(supplierDocumentLooksUp('30714567825')).toBe(true);
    expect(supplierDocumentLooksUp('3071456782')).toBe(false);
    expect(supplierDocumentLooksUp('30-71456782-5')).toBe(false);
  });

  it('SUP-OP05 CST-60 the states are 1 pending, 2 authorised, 3 rejected', () => {
    expect([ESTADO_PENDIENTE, ESTADO_AUTORIZADO, ESTADO_RECHAZADO]).toEqual([1, 2, 3]);
  });

  it('SUP-31 SUP-32 the IIBB grid: sum 1, type 1 may sum 0, types 6 and 7 unchecked', () => {
    const grid = (colIngresosBrutos: unknown[], tipoInscripcionIibb?: string) => run('proveedor.coeficientesIibb', { colIngresosBrutos, tipoInscripcionIibb });
    expect(grid([{ jurisdiccion: '901', coeficiente: 0.4, tipo: 'convenio' }])).toEqual([
      { path: 'colIngresosBrutos', key: 'coefficients.sum', notice: 'danger' },
    ]);
    expect(grid([{ jurisdiccion: '901', coeficiente: 0, tipo: 'local' }], '1')).toEqual([]);
    expect(grid([{ jurisdiccion: '901', coeficiente: 0.4, tipo: 'convenio' }], '6')).toEqual([]);
    expect(grid([{ jurisdiccion: '901', coeficiente: 0.4, tipo: 'convenio' }], '7')).toEqual([]);
    expect(
      grid([
        { jurisdiccion: '901', coeficiente: 0.6, tipo: 'convenio' },
        { jurisdiccion: '902', coeficiente: 0.4, tipo: 'convenio' },
      ]),
    ).toEqual([]);
  });

  it('SUP-34 SUP-35 at least one address and one legal', () => {
    expect(run('proveedor.direcciones', { direcciones: [] })).toEqual([{ path: 'direcciones', key: 'proveedor.sinDireccion' }]);
    expect(run('proveedor.direcciones', { direcciones: [{ tipo: 'comercial' }] })).toEqual([{ path: 'direcciones', key: 'proveedor.sinDireccionLegal' }]);
    expect(run('proveedor.direcciones', { direcciones: [{ tipo: 'legal' }] })).toEqual([]);
  });
});
