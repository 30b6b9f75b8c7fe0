import { describe, expect, it } from 'vitest';
import { checkPickedAddress } from './checkPickedAddress';
import { createPlaceIndex } from './placeIndex';
import { suggestAddresses } from './suggestAddresses';
import { testPlaces } from './testPlaces';
import { catalogue } from '../messages';

const [picked] = suggestAddresses({ texto: 'San Martín 55 Mendoza' }, createPlaceIndex(testPlaces));
const { id: _id, paisCodigo: _code, ...saved } = picked;

describe('checkPickedAddress (LNK-38, LNK-OP03)', () => {
  it('LNK-38 accepts the address picked from a suggestion, unchanged', () => {
    expect(checkPickedAddress(saved, picked)).toEqual([]);
  });

  it('LNK-38 alerts when nothing was picked or the address was edited after picking', () => {
    const alert = [{ path: 'direccionCompleta', key: 'address.notPicked' }];
    expect(checkPickedAddress(saved, null)).toEqual(alert);
    expect(checkPickedAddress({ ...saved, numero: '56' }, picked)).toEqual(alert);
    expect(checkPickedAddress({ ...saved, latitud: -32.9 }, picked)).toEqual(alert);
    expect(checkPickedAddress({ ...saved, calle: 'Otra' }, picked, 'direccion')).toEqual([{ path: 'direccion', key: 'address.notPicked' }]);
  });

  it('LNK-38 requires city, province and country even on a picked address', () => {
    const noProvince = { ...picked, provincia: '' };
    expect(checkPickedAddress({ ...saved, provincia: '' }, noProvince)).toHaveLength(1);
    const onlyLocalidad = { ...picked, ciudad: '' };
    expect(checkPickedAddress({ ...saved, ciudad: '' }, onlyLocalidad)).toEqual([]);
  });

  it('LNK-OP03 the alert text is in the catalogue, marked as ours', () => {
    expect(catalogue['address.notPicked']).toEqual({
      text: 'Seleccione la dirección de la lista de sugerencias y complete ciudad, provincia y país.',
      spec: false,
    });
  });
});
