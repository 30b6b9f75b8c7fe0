import { describe, expect, it } from 'vitest';
import { foreignPresetProblems } from './foreignPresetProblems';
import { SchemaRegistry } from '../schemaRegistry';
import { ValidatorRegistry } from '../validators';

const address = { type: 'string', 'x-widget': 'address' };
const addresses = {
  type: 'array',
  'x-link-list': { principal: true },
  items: { type: 'object', properties: { direccion: address, paisCodigo: { type: 'string' }, principal: { type: 'boolean' } } },
};
const presetFields = { tipoDocumento: { type: 'string' }, condicionIva: { type: 'string' } };
const on = { 'ui:options': { foreignTaxIdPreset: true } };

describe('foreignPresetProblems (start-up check of ui:options.foreignTaxIdPreset, ACC-72)', () => {
  it('accepts it on an address picker or a list of addresses with paisCodigo, beside tipoDocumento and condicionIva', () => {
    expect(foreignPresetProblems('cuenta', { properties: { direccionCompleta: address, ...presetFields } }, { direccionCompleta: on })).toEqual([]);
    expect(foreignPresetProblems('cuenta', { properties: { direcciones: addresses, ...presetFields } }, { direcciones: on })).toEqual([]);
  });

  it('names a misplaced or incomplete declaration by its path in the ui file', () => {
    expect(
      foreignPresetProblems(
        'cuenta',
        { properties: { nombre: { type: 'string' }, tipoDocumento: {} } },
        { nombre: { 'ui:options': { foreignTaxIdPreset: 'si' } } },
      ),
    ).toEqual([
      'cuenta.ui.json#/nombre/ui:options/foreignTaxIdPreset: debe ser true',
      'cuenta.ui.json#/nombre/ui:options/foreignTaxIdPreset: va en un selector de direcciones ("x-widget": "address") o en una lista vinculada cuyos elementos tienen \'paisCodigo\'',
      "cuenta.ui.json#/nombre/ui:options/foreignTaxIdPreset: el campo 'condicionIva' no existe junto a la dirección",
    ]);
  });

  it('stops the module registration', () => {
    const registry = new SchemaRegistry(new ValidatorRegistry());
    const schema = {
      $id: 'https://backoffice.local/schemas/cuenta.schema.json',
      title: 'Cuenta',
      type: 'object' as const,
      'x-module': 'cuenta',
      properties: { direccionCompleta: address },
    };
    expect(() => registry.add({ name: 'cuenta', schema, ui: { direccionCompleta: on } })).toThrow(
      "cuenta.ui.json#/direccionCompleta/ui:options/foreignTaxIdPreset: el campo 'tipoDocumento' no existe junto a la dirección",
    );
  });
});
