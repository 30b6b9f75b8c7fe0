import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createPlaceIndex } from './placeIndex';
import { placeMatchesQualifier, suggestAddresses } from './suggestAddresses';
import { addressFingerprint } from './addressFingerprint';
import { testPlaces, testProvinces } from './testPlaces';

const index = createPlaceIndex(testPlaces);

describe('createPlaceIndex', () => {
  it('finds places by name or alias regardless of accents and case, and by prefix', () => {
    expect(index.size).toBe(testPlaces.length);
    expect(
      index
        .exact('SAN MARTIN')
        .map((p) => p.provincia)
        .sort(),
    ).toEqual(['Mendoza', 'San Juan']);
    expect(index.exact('capital federal')[0].nombre).toBe('Ciudad Autónoma de Buenos Aires');
    expect(
      index
        .prefix('mont', 10)
        .map((p) => p.paisCodigo)
        .sort(),
    ).toEqual(['US', 'UY']);
    expect(index.prefix('zzz', 10)).toEqual([]);
  });
});

describe('suggestAddresses (LNK-38, LNK-39, BNK-OP03)', () => {
  it('LNK-39 combines the typed street with the City of Buenos Aires for `CABA`, with its coordinates', () => {
    const [first] = suggestAddresses({ texto: 'Av. Corrientes 1234, CABA' }, index);
    expect(first).toMatchObject({
      direccionCompleta: 'Av. Corrientes 1234, Ciudad Autónoma de Buenos Aires, Argentina',
      calle: 'Av. Corrientes',
      numero: '1234',
      localidad: 'Ciudad Autónoma de Buenos Aires',
      ciudad: 'Ciudad Autónoma de Buenos Aires',
      provincia: 'Ciudad Autónoma de Buenos Aires',
      pais: 'Argentina',
      paisCodigo: 'AR',
      latitud: -34.61315,
      longitud: -58.37723,
    });
    expect(first.id).toBe(addressFingerprint(first));
  });

  it('prefers Argentine cities: `San Martín 55 Mendoza` gives Mendoza, Argentina before Panamá', () => {
    const found = suggestAddresses({ texto: 'San Martín 55 Mendoza' }, index);
    expect(found.map((s) => s.paisCodigo)).toEqual(['AR', 'PA']);
    expect(found[0]).toMatchObject({
      calle: 'San Martín',
      numero: '55',
      localidad: 'Mendoza',
      provincia: 'Mendoza',
      direccionCompleta: 'San Martín 55, Mendoza, Argentina',
    });
    expect(found[0].estado).toBeUndefined();
  });

  it('filters by a typed province or country and by the requested country', () => {
    expect(suggestAddresses({ texto: 'Sarmiento 10, San Martín, San Juan' }, index).map((s) => s.provincia)).toEqual(['San Juan']);
    expect(suggestAddresses({ texto: 'San Martín 55 San Rafael Mendoza' }, index)[0]).toMatchObject({ localidad: 'San Rafael', provincia: 'Mendoza' });
    expect(suggestAddresses({ texto: 'Mendoza', pais: 'pa' }, index).map((s) => s.paisCodigo)).toEqual(['PA']);
    expect(suggestAddresses({ texto: 'Zabala 1463, Montevideo, Uruguay' }, index).map((s) => s.paisCodigo)).toEqual(['UY']);
  });

  it('a foreign city alone gives the city with its province as estado, the capital-like one first', () => {
    const [first] = suggestAddresses({ texto: 'Montevideo' }, index);
    expect(first).toMatchObject({
      direccionCompleta: 'Montevideo, Uruguay',
      calle: '',
      numero: '',
      localidad: 'Montevideo',
      provincia: 'Montevideo',
      estado: 'Montevideo',
      pais: 'Uruguay',
      paisCodigo: 'UY',
    });
  });

  it('completes a place still being typed and respects the limit', () => {
    expect(suggestAddresses({ texto: 'Florida 100, Ros' }, index)[0]).toMatchObject({ localidad: 'Rosario', calle: 'Florida', numero: '100' });
    expect(suggestAddresses({ texto: 'Montevideo' }, index, { limit: 1 })).toHaveLength(1);
    expect(suggestAddresses({ texto: 'Av. Corrientes 1234' }, index)).toEqual([]);
  });

  it('a suggestion searched again by its full address gives the same suggestion', () => {
    for (const texto of ['Av. Corrientes 1234, CABA', 'San Martín 55 Mendoza', 'Zabala 1463, Montevideo, Uruguay']) {
      const [first] = suggestAddresses({ texto }, index);
      expect(suggestAddresses({ texto: first.direccionCompleta }, index)[0]).toEqual(first);
    }
  });

  it('takes an unknown city as typed when the province after it is known, with the province’s coordinates', () => {
    const provinces = createPlaceIndex(testProvinces);
    const [first] = suggestAddresses({ texto: 'Av. Colón 500, Mar del Plata, Provincia de Buenos Aires' }, index, { provinces });
    expect(first).toMatchObject({
      direccionCompleta: 'Av. Colón 500, Mar del Plata, Buenos Aires, Argentina',
      localidad: 'Mar del Plata',
      ciudad: 'Mar del Plata',
      provincia: 'Buenos Aires',
      latitud: -37.201728,
    });
    expect(suggestAddresses({ texto: 'Florida 100, San Nicolás, CABA' }, index, { provinces })[0]).toMatchObject({
      localidad: 'San Nicolás',
      provincia: 'Ciudad Autónoma de Buenos Aires',
    });
    expect(suggestAddresses({ texto: 'Av. Colón 500, Mar del Plata, Neverland' }, index, { provinces })).toEqual([]);
    expect(suggestAddresses({ texto: 'Av. Colón 500, Mar del Plata, Buenos Aires' }, index)).toEqual([]);
  });

  it('matches qualifiers by province, country name or code, CABA aliases included', () => {
    const [caba, mendoza] = testPlaces;
    expect(placeMatchesQualifier(mendoza, 'Provincia de Mendoza')).toBe(true);
    expect(placeMatchesQualifier(mendoza, 'ar')).toBe(true);
    expect(placeMatchesQualifier(caba, 'Capital Federal')).toBe(true);
    expect(placeMatchesQualifier(mendoza, 'Chile')).toBe(false);
  });

  it('never throws on any input', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (texto) => Array.isArray(suggestAddresses({ texto }, index))));
  });
});
