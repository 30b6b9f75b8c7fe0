/**
 * Places of the offline gazetteer from the `country-state-city` data package (cities with their
 * state and coordinates) and `i18n-iso-countries` (Spanish country names). Read once, on the
 * first suggestion request; the raw JSON is dropped after the places are built.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Place } from '../../engine/core/address/addressTypes';
import { CABA_ALIASES, CABA_NAME, isCaba } from '../../engine/core/address/normalizeCaba';
import { spanishCountryName } from './countryNames';

const require = createRequire(import.meta.url);

type CityRow = [name: string, countryCode: string, stateCode: string, latitude: string, longitude: string];
interface StateRow {
  name: string;
  isoCode: string;
  countryCode: string;
  latitude: string | null;
  longitude: string | null;
}
interface CountryRow {
  name: string;
  isoCode: string;
}

/**
 * Administrative areas listed among the cities (departments, districts, municipalities): they are
 * not what an address names as its city, and they crowd the suggestions.
 */
const ADMINISTRATIVE =
  /^(?:departamento|partido|provincia|province|municipio|comuna|distrito|amphoe|kabupaten|huyện|gemeente|shahrestān-e|powiat|obshtina|oraş|concelho|município de) /i;

interface ArgentineCorrections {
  /** CABA neighbourhoods the package files under the province of Buenos Aires. */
  readonly barriosPorteños: string[];
  /** Package name → official Spanish name. */
  readonly nombresCorregidos: Record<string, string>;
  /** Main localities the package lacks (most of the province of Buenos Aires). */
  readonly localidades: Array<{ nombre: string; provincia: string; latitud: number; longitud: number }>;
}

const readArgentineCorrections = (): ArgentineCorrections =>
  JSON.parse(readFileSync(require.resolve('./data/localidadesArgentina.json'), 'utf8')) as ArgentineCorrections;

function readAsset<T>(file: string): T {
  return JSON.parse(readFileSync(require.resolve(`country-state-city/lib/assets/${file}`), 'utf8')) as T;
}

/** `Montevideo Department` → `Montevideo`, `Burgos Province` → `Burgos`. */
export function stateDisplayName(name: string): string {
  return name.replace(/\s+(?:Department|Province)$/, '');
}

export interface GazetteerPlaces {
  readonly cities: Place[];
  readonly provinces: Place[];
}

const coordinate = (value: string | null) => (value === null || value.trim() === '' ? Number.NaN : Number(value));

/**
 * Every city and province (state) of the data package as places. The AR city `Buenos Aires` is
 * the City of Buenos Aires (the package files the capital under the province), named as CST-41 says.
 * Argentina is corrected from `data/localidadesArgentina.json`: CABA neighbourhoods back in CABA,
 * official accented names, and the main localities the package lacks.
 */
export function loadGazetteerPlaces(): GazetteerPlaces {
  const countryRows = readAsset<CountryRow[]>('country.json');
  const country = new Map(countryRows.map((row) => [row.isoCode, { pais: spanishCountryName(row.isoCode, row.name), paisAlias: [row.name] }]));
  const stateRows = readAsset<StateRow[]>('state.json');
  const states = new Map(stateRows.map((row) => [`${row.countryCode}|${row.isoCode}`, stateDisplayName(row.name)]));
  const cabaAlias = (nombre: string) => ({ nombre: CABA_NAME, provincia: CABA_NAME, alias: [nombre, ...CABA_ALIASES] });

  const provinces: Place[] = [];
  for (const row of stateRows) {
    const names = country.get(row.countryCode);
    const latitud = coordinate(row.latitude);
    const longitud = coordinate(row.longitude);
    if (!names || !Number.isFinite(latitud) || !Number.isFinite(longitud)) continue;
    const nombre = stateDisplayName(row.name);
    const place = { nombre, provincia: nombre, paisCodigo: row.countryCode, ...names, latitud, longitud };
    provinces.push(row.countryCode === 'AR' && isCaba(nombre) ? { ...place, ...cabaAlias(nombre) } : place);
  }

  const ar = readArgentineCorrections();
  const barrios = new Set(ar.barriosPorteños);
  const cities: Place[] = [];
  for (const [rawName, paisCodigo, stateCode, latitude, longitude] of readAsset<CityRow[]>('city.json')) {
    if (ADMINISTRATIVE.test(rawName)) continue;
    const isAr = paisCodigo === 'AR';
    const nombre = (isAr && ar.nombresCorregidos[rawName]) || rawName;
    const names = country.get(paisCodigo);
    const provincia = isAr && barrios.has(nombre) ? CABA_NAME : states.get(`${paisCodigo}|${stateCode}`);
    const latitud = coordinate(latitude);
    const longitud = coordinate(longitude);
    if (!names || !provincia || !Number.isFinite(latitud) || !Number.isFinite(longitud)) continue;
    const place = { nombre, provincia, paisCodigo, ...names, latitud, longitud };
    cities.push(isAr && nombre === 'Buenos Aires' ? { ...place, ...cabaAlias(nombre) } : place);
  }
  const argentina = country.get('AR');
  if (argentina) for (const l of ar.localidades) cities.push({ ...l, paisCodigo: 'AR', ...argentina });
  return { cities, provinces };
}
