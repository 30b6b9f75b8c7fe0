/**
 * The offline gazetteer's matching (LNK-38, BNK-OP03): the typed street and number combined with
 * the cities whose name matches the typed place, filtered by any typed province or country,
 * Argentine places first (or only the requested country), coordinates from the city.
 */
import type { AddressQuery, AddressSuggestion, Place } from './addressTypes';
import { finalizeSuggestion, joinAddressParts } from './finalizeSuggestion';
import { foldText } from './foldText';
import { DOMESTIC_COUNTRY } from './foreignTaxIdPreset';
import { parseAddressInput, type AddressReading } from './parseAddressInput';
import type { PlaceIndex } from './placeIndex';
import { isCaba } from './normalizeCaba';

export interface SuggestOptions {
  /** At most this many suggestions (default 5). */
  readonly limit?: number;
  /**
   * Provinces (states) of the gazetteer. When the typed city is unknown but the province after it
   * is known (`Calle 7 726, La Plata, Buenos Aires`), the city is taken as typed and the
   * coordinates are the province's (coarser than a city's).
   */
  readonly provinces?: PlaceIndex;
}

/** Place names looked at for a place still being typed (`Av. Corrientes 1234, Bue`). */
const PREFIX_NAMES = 400;
const PROVINCE_WORDS = /^(?:provincia de|provincia|pcia de|pcia|prov de|prov|departamento de|departamento|estado de|estado)\s+/;

/** A typed province folded, without `Provincia de` and the like. */
const provinceKey = (text: string) => foldText(text).replace(PROVINCE_WORDS, '');

/** True when a typed qualifier names the place's province or country. */
export function placeMatchesQualifier(place: Place, qualifier: string): boolean {
  const wanted = provinceKey(qualifier);
  if (!wanted) return true;
  if (isCaba(qualifier) && isCaba(place.provincia)) return true;
  const names = [place.provincia, place.pais, place.paisCodigo, ...(place.paisAlias ?? [])];
  return names.some((name) => foldText(name) === wanted);
}

function rank(places: readonly Place[], preferred: string): Place[] {
  const seen = new Set<string>();
  return [...places]
    .sort(
      (a, b) =>
        Number(b.paisCodigo === preferred) - Number(a.paisCodigo === preferred) ||
        // A city named like its province is usually its capital (Mendoza, Montevideo).
        Number(foldText(b.nombre) === foldText(b.provincia)) - Number(foldText(a.nombre) === foldText(a.provincia)) ||
        a.nombre.length - b.nombre.length ||
        a.nombre.localeCompare(b.nombre, 'es') ||
        a.provincia.localeCompare(b.provincia, 'es') ||
        a.pais.localeCompare(b.pais, 'es'),
    )
    .filter((place) => {
      const key = `${foldText(place.nombre)}|${foldText(place.provincia)}|${place.paisCodigo}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** A suggestion for a reading at a place. */
export function composeSuggestion(reading: Pick<AddressReading, 'calle' | 'numero'>, place: Place): AddressSuggestion {
  const street = `${reading.calle} ${reading.numero}`;
  return finalizeSuggestion({
    direccionCompleta: joinAddressParts([street, place.nombre, place.provincia, place.pais]),
    calle: reading.calle,
    numero: reading.numero,
    localidad: place.nombre,
    ciudad: place.nombre,
    provincia: place.provincia,
    estado: place.paisCodigo === DOMESTIC_COUNTRY ? undefined : place.provincia,
    pais: place.pais,
    paisCodigo: place.paisCodigo,
    latitud: place.latitud,
    longitud: place.longitud,
  });
}

/** Suggestions for what the user typed, from the first reading whose place is known. */
export function suggestAddresses(query: AddressQuery, index: PlaceIndex, options: SuggestOptions = {}): AddressSuggestion[] {
  const limit = options.limit ?? 5;
  const country = query.pais?.trim().toUpperCase() || undefined;
  const preferred = country ?? DOMESTIC_COUNTRY;
  const fits = (reading: AddressReading) => (place: Place) =>
    (!country || place.paisCodigo === country) && reading.resto.every((qualifier) => placeMatchesQualifier(place, qualifier));

  const readings = parseAddressInput(query.texto);
  // Whole names first across every reading; a prefix only for a place still being typed (last part).
  for (const reading of readings) {
    const found = index.exact(reading.lugar).filter(fits(reading));
    if (found.length)
      return rank(found, preferred)
        .slice(0, limit)
        .map((place) => composeSuggestion(reading, place));
  }
  for (const reading of readings.filter((r) => r.resto.length === 0 && foldText(r.lugar).length >= 3)) {
    const found = index.prefix(reading.lugar, PREFIX_NAMES).filter(fits(reading));
    if (found.length)
      return rank(found, preferred)
        .slice(0, limit)
        .map((place) => composeSuggestion(reading, place));
  }
  for (const reading of options.provinces ? readings.filter((r) => r.resto.length > 0) : []) {
    const [province, ...rest] = reading.resto;
    const within = { ...reading, resto: rest };
    const found = options.provinces!.exact(provinceKey(province)).filter(fits(within));
    if (found.length) {
      return rank(found, preferred)
        .slice(0, limit)
        .map((place) => composeSuggestion(reading, { ...place, nombre: reading.lugar }));
    }
  }
  return [];
}
