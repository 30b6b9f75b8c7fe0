import { describe, expect, it } from 'vitest';
import { linkListAddressRule } from './linkListAddressRule';
import { createPlaceIndex } from './placeIndex';
import { suggestAddresses } from './suggestAddresses';
import { testPlaces } from './testPlaces';
import { ValidatorRegistry, type ValidationContext } from '../validators';

const [picked] = suggestAddresses({ texto: 'San Martín 55 Mendoza' }, createPlaceIndex(testPlaces));
const { id, direccionCompleta, ...fields } = picked;
const row = { tipo: 'legal', direccion: direccionCompleta, ...fields, direccionId: id, principal: true };
const rule = linkListAddressRule({ field: 'direcciones', fields: { direccionCompleta: 'direccion' } });
const ctx: ValidationContext = { mode: 'create', module: 'prueba', ports: { exists: async () => false, today: () => new Date() } };
const alert = [{ path: 'direcciones', key: 'address.notPicked' }];

describe('linkListAddressRule (LNK-38, LNK-OP03 for a list of addresses)', () => {
  it('is a registrable rule named after its list, read when the list changes', () => {
    new ValidatorRegistry().register(rule);
    expect(rule.name).toBe('linkList.address.direcciones');
    expect(rule.fields).toEqual(['direcciones']);
  });

  it('LNK-38 passes rows picked from a suggestion, unedited, and an empty or missing list', async () => {
    expect(await rule.validate({ direcciones: [row, { ...row, tipo: 'comercial', principal: false, nuevo: true, id: 'AB12C' }] }, ctx)).toEqual([]);
    expect(await rule.validate({ direcciones: [] }, ctx)).toEqual([]);
    expect(await rule.validate({}, ctx)).toEqual([]);
  });

  it('LNK-OP03 alerts under the list when a live row was edited after picking, typed by hand or lacks province', async () => {
    expect(await rule.validate({ direcciones: [row, { ...row, numero: '56', editar: true }] }, ctx)).toEqual(alert);
    expect(await rule.validate({ direcciones: [{ tipo: 'legal', direccion: 'San Martín 55, Mendoza' }] }, ctx)).toEqual(alert);
    expect(await rule.validate({ direcciones: [{ ...row, provincia: '' }] }, ctx)).toEqual(alert);
  });

  it('does not check rows marked eliminar (they will not be stored)', async () => {
    expect(await rule.validate({ direcciones: [row, { ...row, calle: 'Otra', eliminar: true }] }, ctx)).toEqual([]);
  });
});
