import { describe, expect, it } from 'vitest';
import { missingAddresses, requiredAddressesRule } from './requiredAddressesRule';

const rule = requiredAddressesRule({ name: 'x.direcciones', field: 'direcciones', noneKey: 'x.sinDireccion', requiredType: { key: 'x.sinLegal' } });
const run = (record: Record<string, unknown>) => rule.validate(record, {} as never);

describe('required addresses (SUP-34, SUP-35)', () => {
  it('SUP-34 no live address is the none issue; a row marked for deletion does not count', () => {
    expect(missingAddresses(undefined)).toBe('none');
    expect(run({ direcciones: [] })).toEqual([{ path: 'direcciones', key: 'x.sinDireccion' }]);
    expect(run({ direcciones: [{ tipo: 'legal', eliminar: true }] })).toEqual([{ path: 'direcciones', key: 'x.sinDireccion' }]);
  });

  it('SUP-35 needs a live address of the required type', () => {
    expect(run({ direcciones: [{ tipo: 'comercial' }] })).toEqual([{ path: 'direcciones', key: 'x.sinLegal' }]);
    expect(run({ direcciones: [{ tipo: 'comercial' }, { tipo: 'legal' }] })).toEqual([]);
    expect(missingAddresses([{ clase: 'fiscal' }], { field: 'clase', value: 'fiscal' })).toBeNull();
  });

  it('applies only where the module says', () => {
    const prospects = requiredAddressesRule({ name: 'y', field: 'direcciones', noneKey: 'k', applies: (r) => r.estado !== 1, reads: ['estado'] });
    expect(prospects.fields).toEqual(['estado', 'direcciones']);
    expect(prospects.validate({ estado: 1 }, {} as never)).toEqual([]);
    expect(prospects.validate({ estado: 2 }, {} as never)).toEqual([{ path: 'direcciones', key: 'k' }]);
  });
});
