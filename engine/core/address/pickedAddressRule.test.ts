import { describe, expect, it } from 'vitest';
import { pickedAddressRule } from './pickedAddressRule';
import { createPlaceIndex } from './placeIndex';
import { suggestAddresses } from './suggestAddresses';
import { testPlaces } from './testPlaces';
import { ADDRESS_FIELDS } from './addressTypes';
import { ValidatorRegistry, type RuleDefinition, type ValidationContext } from '../validators';

const [picked] = suggestAddresses({ texto: 'Av. Corrientes 1234, CABA' }, createPlaceIndex(testPlaces));
const { id, paisCodigo: _code, ...fields } = picked;
const record = { descripcion: 'Banco Uno', ...fields, direccionId: id };
const ctx: ValidationContext = { mode: 'create', module: 'banco', ports: { exists: async () => false, today: () => new Date() } };

describe('pickedAddressRule (LNK-38, BNK-OP03)', () => {
  const rule: RuleDefinition = pickedAddressRule({ name: 'banco.direccionElegida' });

  it('is a registrable rule that reads only the address fields and the picked id', () => {
    const registry = new ValidatorRegistry();
    registry.register(rule);
    expect(rule.fields).toContain('direccionId');
    expect(rule.fields).toContain('latitud');
    expect(rule.fields).not.toContain('descripcion');
  });

  it('LNK-38 passes a record saved with the picked suggestion and its id', async () => {
    expect(await rule.validate(record, ctx)).toEqual([]);
  });

  it('LNK-38 alerts when an address field was edited after picking, or no suggestion was picked', async () => {
    const alert = [{ path: 'direccionCompleta', key: 'address.notPicked' }];
    expect(await rule.validate({ ...record, numero: '1235' }, ctx)).toEqual(alert);
    expect(await rule.validate({ ...record, direccionId: undefined }, ctx)).toEqual(alert);
    expect(await rule.validate({ descripcion: 'x', calle: 'Corrientes' }, ctx)).toEqual(alert);
  });

  it('leaves an empty address alone (required-ness is the schema’s)', async () => {
    expect(await rule.validate({ descripcion: 'Banco sin dirección', calle: '' }, ctx)).toEqual([]);
  });

  it('reads renamed or nested fields', async () => {
    const nested = pickedAddressRule({
      name: 'cuenta.direccion',
      fields: Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, `direccion.${f}`])),
      idField: 'direccion.id',
    });
    expect(nested.fields).toEqual(['direccion']);
    expect(nested.validate({ direccion: { ...fields, id } })).toEqual([]);
    expect(nested.validate({ direccion: { ...fields, id, pais: 'Chile' } })).toEqual([{ path: 'direccion.direccionCompleta', key: 'address.notPicked' }]);
  });
});
