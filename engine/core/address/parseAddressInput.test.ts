import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseAddressInput } from './parseAddressInput';

describe('parseAddressInput', () => {
  it('reads street and number before a comma and the place after it', () => {
    expect(parseAddressInput('Av. Corrientes 1234, CABA')[0]).toEqual({ calle: 'Av. Corrientes', numero: '1234', lugar: 'CABA', resto: [] });
  });

  it('reads the words after the number as the place when there is no comma', () => {
    expect(parseAddressInput('San Martín 55 Mendoza')[0]).toEqual({ calle: 'San Martín', numero: '55', lugar: 'Mendoza', resto: [] });
  });

  it('keeps numbers that belong to the street name (the house number is the last one)', () => {
    expect(parseAddressInput('Av. 9 de Julio 1000, CABA')[0]).toMatchObject({ calle: 'Av. 9 de Julio', numero: '1000', lugar: 'CABA' });
    expect(parseAddressInput('Calle 7 726 La Plata')[0]).toMatchObject({ calle: 'Calle 7', numero: '726', lugar: 'La Plata' });
  });

  it('offers a shorter place with the rest as province or country', () => {
    const readings = parseAddressInput('San Martín 55 San Rafael Mendoza');
    expect(readings).toContainEqual({ calle: 'San Martín', numero: '55', lugar: 'San Rafael', resto: ['Mendoza'] });
    expect(parseAddressInput('Zabala 1463, Montevideo, Uruguay')[0]).toEqual({ calle: 'Zabala', numero: '1463', lugar: 'Montevideo', resto: ['Uruguay'] });
  });

  it('reads a lone place name as a place without street', () => {
    expect(parseAddressInput('Montevideo')).toEqual([{ calle: '', numero: '', lugar: 'Montevideo', resto: [] }]);
    expect(parseAddressInput('Montevideo, Uruguay')).toContainEqual({ calle: '', numero: '', lugar: 'Montevideo', resto: ['Uruguay'] });
  });

  it('keeps what follows the number in the same part with the number', () => {
    expect(parseAddressInput('Corrientes 1234 piso 3, CABA')[0]).toMatchObject({ calle: 'Corrientes', numero: '1234 piso 3', lugar: 'CABA' });
  });

  it('has no reading without a place', () => {
    expect(parseAddressInput('Av. Corrientes 1234')).toEqual([]);
    expect(parseAddressInput('  , ,')).toEqual([]);
  });

  it('never throws and never returns a reading without a place', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (text) => parseAddressInput(text).every((r) => r.lugar.trim() !== '')));
  });
});

describe('parseAddressInput (floor and unit)', () => {
  it('keeps a floor after the number with the number, with or without commas', () => {
    expect(parseAddressInput('Corrientes 1234 piso 3 CABA')).toContainEqual({ calle: 'Corrientes', numero: '1234 piso 3', lugar: 'CABA', resto: [] });
  });
});
