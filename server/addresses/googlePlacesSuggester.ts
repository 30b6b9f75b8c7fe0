/**
 * Production address suggester on Google Places API (New): Autocomplete (New)
 * `POST /v1/places:autocomplete` for the predictions, then Place Details (New)
 * `GET /v1/places/{placeId}` (field mask `id,formattedAddress,addressComponents,location`) for
 * each of the first few, mapped to suggestions (LNK-38, LNK-39). One session token per query ties
 * the autocomplete to the first details request for billing. `fetch` is injectable so tests
 * replay recorded replies.
 */
import { randomUUID } from 'node:crypto';
import type { AddressSuggestion } from '../../engine/core/address/addressTypes';
import { finalizeSuggestion } from '../../engine/core/address/finalizeSuggestion';
import { DOMESTIC_COUNTRY } from '../../engine/core/address/foreignTaxIdPreset';
import { foldText } from '../../engine/core/address/foldText';
import { CABA_NAME, isCaba, normalizeCabaMentions } from '../../engine/core/address/normalizeCaba';
import { AddressProviderError, type AddressSuggester } from './addressSuggester';
import { spanishCountryName } from './countryNames';

export interface GooglePlacesOptions {
  readonly apiKey: string;
  /** Details requested per query, hence suggestions returned at most (default 5). */
  readonly limit?: number;
  /** Default `https://places.googleapis.com/v1`. */
  readonly baseUrl?: string;
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
}

interface AutocompleteReply {
  suggestions?: Array<{ placePrediction?: { placeId?: string } }>;
}

/** Place Details (New) fields we ask for. */
export interface GooglePlace {
  id?: string;
  formattedAddress?: string;
  addressComponents?: Array<{ longText?: string; shortText?: string; types?: string[] }>;
  location?: { latitude?: number; longitude?: number };
}

const DETAILS_FIELDS = 'id,formattedAddress,addressComponents,location';

/** A Place Details reply as a suggestion, or null when it has no coordinates or country. */
export function placeToSuggestion(place: GooglePlace): AddressSuggestion | null {
  const component = (type: string, short = false) => {
    const found = place.addressComponents?.find((c) => c.types?.includes(type));
    return (short ? found?.shortText : found?.longText) ?? '';
  };
  const paisCodigo = component('country', true).toUpperCase();
  const { latitude, longitude } = place.location ?? {};
  if (!/^[A-Z]{2}$/.test(paisCodigo) || typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  const argentine = paisCodigo === DOMESTIC_COUNTRY;
  const provincia = component('administrative_area_level_1');
  let ciudad = component('locality') || component('administrative_area_level_2');
  // In CABA the service names the city `Buenos Aires`: it is the City, not the province (LNK-39).
  if (argentine && isCaba(provincia) && foldText(ciudad) === 'buenos aires') ciudad = CABA_NAME;
  const localidad = component('sublocality_level_1') || component('sublocality') || component('neighborhood') || ciudad;
  const formatted = place.formattedAddress ?? '';
  return finalizeSuggestion({
    direccionCompleta: argentine ? normalizeCabaMentions(formatted) : formatted,
    calle: component('route'),
    numero: component('street_number'),
    codigoPostal: component('postal_code'),
    localidad,
    ciudad,
    provincia,
    estado: argentine ? undefined : provincia,
    pais: spanishCountryName(paisCodigo, component('country')),
    paisCodigo,
    latitud: latitude,
    longitud: longitude,
  });
}

/** The Google Places adapter of the address-suggestion port. */
export function createGooglePlacesSuggester(options: GooglePlacesOptions): AddressSuggester {
  const base = (options.baseUrl ?? 'https://places.googleapis.com/v1').replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  const limit = options.limit ?? 5;

  async function call<T>(url: string, init: RequestInit): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs ?? 5000) });
    } catch (cause) {
      throw new AddressProviderError('No se pudo contactar al servicio de mapas', { cause });
    }
    const body = (await response.json().catch(() => ({}))) as T & { error?: { status?: string; message?: string } };
    if (!response.ok) {
      throw new AddressProviderError(`Servicio de mapas: ${response.status} ${body.error?.status ?? ''} ${body.error?.message ?? ''}`.trim());
    }
    return body;
  }

  return {
    async suggest({ texto, pais }) {
      const sessionToken = randomUUID();
      const headers = { 'Content-Type': 'application/json', 'X-Goog-Api-Key': options.apiKey };
      const reply = await call<AutocompleteReply>(`${base}/places:autocomplete`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          input: texto,
          languageCode: 'es',
          regionCode: (pais ?? DOMESTIC_COUNTRY).toLowerCase(),
          ...(pais ? { includedRegionCodes: [pais.toLowerCase()] } : {}),
          sessionToken,
        }),
      });
      const ids = (reply.suggestions ?? []).flatMap((s) => (s.placePrediction?.placeId ? [s.placePrediction.placeId] : [])).slice(0, limit);
      const places = await Promise.all(
        ids.map((id, i) => {
          const query = new URLSearchParams({ languageCode: 'es', regionCode: (pais ?? DOMESTIC_COUNTRY).toLowerCase(), ...(i === 0 ? { sessionToken } : {}) });
          return call<GooglePlace>(`${base}/places/${encodeURIComponent(id)}?${query}`, {
            method: 'GET',
            headers: { 'X-Goog-Api-Key': options.apiKey, 'X-Goog-FieldMask': DETAILS_FIELDS },
          });
        }),
      );
      return places.map(placeToSuggestion).filter((s): s is AddressSuggestion => s !== null);
    },
  };
}
