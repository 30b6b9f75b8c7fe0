/** A tiny gazetteer for the unit tests of this folder (real names and coordinates). */
import type { Place } from './addressTypes';
import { CABA_ALIASES, CABA_NAME } from './normalizeCaba';

const ar = { pais: 'Argentina', paisCodigo: 'AR', paisAlias: ['Argentina'] };

export const testPlaces: Place[] = [
  { nombre: CABA_NAME, provincia: CABA_NAME, ...ar, latitud: -34.61315, longitud: -58.37723, alias: ['Buenos Aires', ...CABA_ALIASES] },
  { nombre: 'Mendoza', provincia: 'Mendoza', ...ar, latitud: -32.89084, longitud: -68.82717 },
  { nombre: 'San Rafael', provincia: 'Mendoza', ...ar, latitud: -34.61772, longitud: -68.33007 },
  { nombre: 'San Martín', provincia: 'Mendoza', ...ar, latitud: -33.08103, longitud: -68.46814 },
  { nombre: 'San Martín', provincia: 'San Juan', ...ar, latitud: -31.42957, longitud: -68.50065 },
  { nombre: 'La Plata', provincia: 'Buenos Aires', ...ar, latitud: -34.92145, longitud: -57.95453 },
  { nombre: 'Rosario', provincia: 'Santa Fe', ...ar, latitud: -32.94682, longitud: -60.63932 },
  {
    nombre: 'Montevideo',
    provincia: 'Minnesota',
    pais: 'Estados Unidos',
    paisCodigo: 'US',
    paisAlias: ['United States'],
    latitud: 44.94803,
    longitud: -95.71701,
  },
  { nombre: 'Montevideo', provincia: 'Montevideo', pais: 'Uruguay', paisCodigo: 'UY', paisAlias: ['Uruguay'], latitud: -34.90328, longitud: -56.18816 },
  { nombre: 'Mendoza', provincia: 'Panamá Oeste', pais: 'Panamá', paisCodigo: 'PA', paisAlias: ['Panama'], latitud: 9.01471, longitud: -79.85073 },
  { nombre: 'Buenos Aires', provincia: 'Cauca', pais: 'Colombia', paisCodigo: 'CO', paisAlias: ['Colombia'], latitud: 3.04825, longitud: -76.63066 },
];

/** Provinces for the fallback when the typed city is not in the gazetteer. */
export const testProvinces: Place[] = [
  { nombre: 'Buenos Aires', provincia: 'Buenos Aires', ...ar, latitud: -37.201728, longitud: -59.84107 },
  { nombre: CABA_NAME, provincia: CABA_NAME, ...ar, latitud: -34.603684, longitud: -58.381559, alias: CABA_ALIASES },
  { nombre: 'Mendoza', provincia: 'Mendoza', ...ar, latitud: -34.630799, longitud: -68.582726 },
];
