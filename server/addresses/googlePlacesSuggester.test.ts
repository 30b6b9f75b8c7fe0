/**
 * The Google Places (New) adapter of the address-suggestion port, on replies in the documented
 * shape of Autocomplete (New) and Place Details (New) (tests/fixtures/maps), through an injected
 * `fetch`: no network.
 */
import { describe, expect, it } from 'vitest';
import { createGooglePlacesSuggester } from './googlePlacesSuggester';
import { AddressProviderError } from './addressSuggester';
import { addressFingerprint } from '../../engine/core/address/addressFingerprint';
import { replayGooglePlaces } from '../../tests/fixtures/maps/replayGooglePlaces';

const CABA_ID = 'ChIJ3S-JXmLKvJURLPcW5nJ8Qqk';
const ROSARIO_ID = 'EjBBdi4gQ29ycmllbnRlcyAxMjM0LCBSb3NhcmlvLCBTYW50YSBGZSwgQXJnZW50aW5h';
const corrientes = {
  autocomplete: { 'Av. Corrientes 1234': 'google-autocomplete-corrientes.json' },
  details: { [CABA_ID]: 'google-details-corrientes-caba.json', [ROSARIO_ID]: 'google-details-corrientes-rosario.json' },
};

describe('Google Places suggester (LNK-38, LNK-39)', () => {
  it('LNK-39 maps predictions and their details to suggestions, CABA stored as `Ciudad Autónoma de Buenos Aires`', async () => {
    const replay = replayGooglePlaces(corrientes);
    const found = await createGooglePlacesSuggester({ apiKey: 'clave', fetch: replay.fetch }).suggest({ texto: 'Av. Corrientes 1234' });
    expect(found).toHaveLength(2);
    expect(found[0]).toEqual({
      id: addressFingerprint(found[0]),
      direccionCompleta: 'Av. Corrientes 1234, C1043AAZ Ciudad Autónoma de Buenos Aires, Argentina',
      calle: 'Avenida Corrientes',
      numero: '1234',
      codigoPostal: 'C1043AAZ',
      localidad: 'San Nicolás',
      ciudad: 'Ciudad Autónoma de Buenos Aires',
      provincia: 'Ciudad Autónoma de Buenos Aires',
      pais: 'Argentina',
      paisCodigo: 'AR',
      latitud: -34.604017,
      longitud: -58.384483,
    });
    expect(found[1]).toMatchObject({
      calle: 'Corrientes',
      localidad: 'Rosario',
      ciudad: 'Rosario',
      provincia: 'Santa Fe',
      codigoPostal: 'S2000',
      latitud: -32.951235,
    });
    expect(found[1].estado).toBeUndefined();
  });

  it('asks in Spanish with the key in a header, Argentina as region, details with a field mask and one session token', async () => {
    const replay = replayGooglePlaces(corrientes);
    await createGooglePlacesSuggester({ apiKey: 'clave', fetch: replay.fetch }).suggest({ texto: 'Av. Corrientes 1234' });
    const [auto, first, second] = replay.requests;
    expect(auto.method).toBe('POST');
    expect(auto.url.href).toBe('https://places.googleapis.com/v1/places:autocomplete');
    expect(auto.headers.get('x-goog-api-key')).toBe('clave');
    expect(auto.body).toEqual({ input: 'Av. Corrientes 1234', languageCode: 'es', regionCode: 'ar', sessionToken: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(first.url.pathname).toBe(`/v1/places/${CABA_ID}`);
    expect(first.headers.get('x-goog-fieldmask')).toBe('id,formattedAddress,addressComponents,location');
    expect(first.url.searchParams.get('languageCode')).toBe('es');
    expect(first.url.searchParams.get('sessionToken')).toBe(auto.body!.sessionToken);
    expect(second.url.searchParams.get('sessionToken')).toBeNull();
    expect(first.url.search).not.toContain('clave');
  });

  it('restricts predictions to the requested country and keeps a foreign province as estado', async () => {
    const replay = replayGooglePlaces({
      autocomplete: { 'Zabala 1463': 'google-autocomplete-zabala.json' },
      details: { ChIJ2Z1pR7uAn5URpbN0zK9Xq1E: 'google-details-zabala.json' },
    });
    const [found] = await createGooglePlacesSuggester({ apiKey: 'clave', fetch: replay.fetch }).suggest({ texto: 'Zabala 1463', pais: 'UY' });
    expect(replay.requests[0].body).toMatchObject({ includedRegionCodes: ['uy'], regionCode: 'uy' });
    expect(found).toMatchObject({
      calle: 'Zabala',
      numero: '1463',
      localidad: 'Ciudad Vieja',
      ciudad: 'Montevideo',
      provincia: 'Departamento de Montevideo',
      estado: 'Departamento de Montevideo',
      pais: 'Uruguay',
      paisCodigo: 'UY',
    });
  });

  it('asks details for the first `limit` predictions only and skips places without coordinates', async () => {
    const limited = replayGooglePlaces(corrientes);
    expect(await createGooglePlacesSuggester({ apiKey: 'k', fetch: limited.fetch, limit: 1 }).suggest({ texto: 'Av. Corrientes 1234' })).toHaveLength(1);
    expect(limited.requests).toHaveLength(2);
    const noLocation = replayGooglePlaces({ ...corrientes, details: { ...corrientes.details, [CABA_ID]: 'google-details-no-location.json' } });
    const found = await createGooglePlacesSuggester({ apiKey: 'k', fetch: noLocation.fetch }).suggest({ texto: 'Av. Corrientes 1234' });
    expect(found.map((s) => s.ciudad)).toEqual(['Rosario']);
  });

  it('answers no suggestions, without asking details, when the service has none', async () => {
    const replay = replayGooglePlaces({ autocomplete: {} });
    expect(await createGooglePlacesSuggester({ apiKey: 'k', fetch: replay.fetch }).suggest({ texto: 'xyzxyz' })).toEqual([]);
    expect(replay.requests).toHaveLength(1);
  });

  it('turns a refusal or an unreachable service into AddressProviderError', async () => {
    const denied = replayGooglePlaces({ autocomplete: { 'Av. Corrientes 1234': [403, 'google-error-permission-denied.json'] } });
    await expect(createGooglePlacesSuggester({ apiKey: 'k', fetch: denied.fetch }).suggest({ texto: 'Av. Corrientes 1234' })).rejects.toThrow(
      new AddressProviderError(
        'Servicio de mapas: 403 PERMISSION_DENIED Requests to this API places.googleapis.com method google.maps.places.v1.Places.AutocompletePlaces are blocked.',
      ),
    );
    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(createGooglePlacesSuggester({ apiKey: 'k', fetch: offline }).suggest({ texto: 'Av. Corrientes 1234' })).rejects.toBeInstanceOf(
      AddressProviderError,
    );
  });
});
