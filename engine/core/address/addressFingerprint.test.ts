import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addressFingerprint, canonicalAddress } from './addressFingerprint';
import { ADDRESS_FIELDS } from './addressTypes';
import { finalizeSuggestion, joinAddressParts } from './finalizeSuggestion';

const address = {
  direccionCompleta: 'San Martín 55, Mendoza, Argentina',
  calle: 'San Martín',
  numero: '55',
  localidad: 'Mendoza',
  ciudad: 'Mendoza',
  provincia: 'Mendoza',
  pais: 'Argentina',
  latitud: -32.89084,
  longitud: -68.82717,
};

describe('addressFingerprint', () => {
  it('is stable: the same fields give the same id, blanks and missing fields alike', () => {
    expect(addressFingerprint(address)).toMatch(/^v1\.[0-9a-f]{16}$/);
    expect(addressFingerprint({ ...address })).toBe(addressFingerprint(address));
    expect(addressFingerprint({ ...address, codigoPostal: '', estado: undefined })).toBe(addressFingerprint(address));
    expect(addressFingerprint({ ...address, latitud: '-32.89084' })).toBe(addressFingerprint(address));
  });

  it('changes when any stored field changes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ADDRESS_FIELDS),
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (field, text) => {
          const changed = {
            ...address,
            [field]: field === 'latitud' || field === 'longitud' ? 1.5 : `${String(address[field as keyof typeof address] ?? '')}${text}`,
          };
          fc.pre(canonicalAddress(changed) !== canonicalAddress(address));
          return addressFingerprint(changed) !== addressFingerprint(address);
        },
      ),
    );
  });
});

describe('finalizeSuggestion', () => {
  it('LNK-39 normalises CABA, rounds coordinates to 6 decimals and sets the fingerprint as id', () => {
    const suggestion = finalizeSuggestion({
      direccionCompleta: 'Av. Corrientes 1234, Ciudad Autónoma de Buenos Aires, Argentina',
      calle: ' Av.  Corrientes ',
      numero: '1234',
      localidad: 'CABA',
      ciudad: 'Capital Federal',
      provincia: 'Ciudad Autónoma de Buenos Aires',
      codigoPostal: ' ',
      pais: 'Argentina',
      paisCodigo: 'ar',
      latitud: -34.603722111,
      longitud: -58.381592999,
    });
    expect(suggestion).toEqual({
      id: addressFingerprint(suggestion),
      direccionCompleta: 'Av. Corrientes 1234, Ciudad Autónoma de Buenos Aires, Argentina',
      calle: 'Av. Corrientes',
      numero: '1234',
      localidad: 'Ciudad Autónoma de Buenos Aires',
      ciudad: 'Ciudad Autónoma de Buenos Aires',
      provincia: 'Ciudad Autónoma de Buenos Aires',
      pais: 'Argentina',
      paisCodigo: 'AR',
      latitud: -34.603722,
      longitud: -58.381593,
    });
    expect(JSON.parse(JSON.stringify(suggestion))).toEqual(suggestion);
  });

  it('normalises CABA only for Argentine places', () => {
    const caba = finalizeSuggestion({
      direccionCompleta: 'Caba, Abra, Filipinas',
      calle: '',
      numero: '',
      localidad: 'Caba',
      ciudad: 'Caba',
      provincia: 'Abra',
      pais: 'Filipinas',
      paisCodigo: 'PH',
      latitud: 16.4316,
      longitud: 120.3446,
    });
    expect(caba.localidad).toBe('Caba');
  });

  it('joins address parts skipping blanks and repeats', () => {
    expect(joinAddressParts(['San Martín 55', 'Mendoza', 'Mendoza', 'Argentina'])).toBe('San Martín 55, Mendoza, Argentina');
    expect(joinAddressParts([' ', 'Montevideo', 'Montevideo', 'Uruguay'])).toBe('Montevideo, Uruguay');
  });
});
