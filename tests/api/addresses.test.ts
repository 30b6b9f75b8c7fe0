/**
 * Address suggestions (LNK-38…40, BNK-OP03) as the address picker asks for them: the embedded
 * offline gazetteer by default, and the Google Places adapter when configured (replies replayed
 * from tests/fixtures/maps, no network).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';
import { foreignTaxIdPreset } from '../../engine/core/address/foreignTaxIdPreset';
import { pickedAddressRule } from '../../engine/core/address/pickedAddressRule';
import type { AddressSuggestion } from '../../engine/core/address/addressTypes';
import { replayGooglePlaces } from '../fixtures/maps/replayGooglePlaces';

const suggest = (t: TestApp, query: Record<string, string>, user = 'staff') =>
  t.as(user, { method: 'GET', url: `/api/direcciones/sugerencias?${new URLSearchParams(query)}` });

describe('GET /api/direcciones/sugerencias (offline gazetteer)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('LNK-39 `Av. Corrientes 1234, CABA` suggests the address in Ciudad Autónoma de Buenos Aires, Argentina, with coordinates', async () => {
    const res = await suggest(t, { texto: 'Av. Corrientes 1234, CABA' });
    expect(res.statusCode).toBe(200);
    const [first] = res.json().datos as AddressSuggestion[];
    expect(first).toMatchObject({
      direccionCompleta: 'Av. Corrientes 1234, Ciudad Autónoma de Buenos Aires, Argentina',
      calle: 'Av. Corrientes',
      numero: '1234',
      localidad: 'Ciudad Autónoma de Buenos Aires',
      ciudad: 'Ciudad Autónoma de Buenos Aires',
      provincia: 'Ciudad Autónoma de Buenos Aires',
      pais: 'Argentina',
      paisCodigo: 'AR',
    });
    expect(first.latitud).toBeCloseTo(-34.61, 1);
    expect(first.longitud).toBeCloseTo(-58.38, 1);
    expect(first.id).toMatch(/^v1\.[0-9a-f]{16}$/);
  });

  it('BNK-OP03 `San Martín 55 Mendoza` suggests San Martín 55 in Mendoza, Argentina first, with the city’s coordinates', async () => {
    const datos = (await suggest(t, { texto: 'San Martín 55 Mendoza' })).json().datos as AddressSuggestion[];
    expect(datos[0]).toMatchObject({
      direccionCompleta: 'San Martín 55, Mendoza, Argentina',
      calle: 'San Martín',
      numero: '55',
      localidad: 'Mendoza',
      provincia: 'Mendoza',
      paisCodigo: 'AR',
    });
    expect(datos[0].latitud).toBeCloseTo(-32.89, 1);
    expect(datos[0].longitud).toBeCloseTo(-68.83, 1);
    expect(datos.length).toBeLessThanOrEqual(5);
  });

  it('ACC-72 LNK-40 a foreign city `Montevideo` suggests Montevideo, Uruguay, whose country triggers the foreign tax-id preset', async () => {
    const [first] = (await suggest(t, { texto: 'Montevideo' })).json().datos as AddressSuggestion[];
    expect(first).toMatchObject({
      localidad: 'Montevideo',
      ciudad: 'Montevideo',
      provincia: 'Montevideo',
      estado: 'Montevideo',
      pais: 'Uruguay',
      paisCodigo: 'UY',
    });
    expect(foreignTaxIdPreset(first.paisCodigo)).toEqual({ tipoDocumento: '_3', condicionIva: '_5' });
    const [domestic] = (await suggest(t, { texto: 'San Martín 55 Mendoza' })).json().datos as AddressSuggestion[];
    expect(foreignTaxIdPreset(domestic.paisCodigo)).toBeNull();
  });

  it('restricts suggestions to the requested country (`pais`)', async () => {
    const datos = (await suggest(t, { texto: 'Mendoza', pais: 'pa' })).json().datos as AddressSuggestion[];
    expect(datos.length).toBeGreaterThan(0);
    expect(datos.every((s) => s.paisCodigo === 'PA')).toBe(true);
  });

  it('LNK-38 a suggestion saved unchanged passes the picked-address rule; edited after picking it gets the LNK-OP03 alert', async () => {
    const [picked] = (await suggest(t, { texto: 'Av. Corrientes 1234, CABA' })).json().datos as AddressSuggestion[];
    const { id, paisCodigo: _code, ...fields } = picked;
    const rule = pickedAddressRule({ name: 'banco.direccionElegida' });
    expect(rule.validate({ descripcion: 'Banco', ...fields, direccionId: id })).toEqual([]);
    expect(rule.validate({ descripcion: 'Banco', ...fields, numero: '1235', direccionId: id })).toEqual([
      { path: 'direccionCompleta', key: 'address.notPicked' },
    ]);
  });

  it('answers an empty list when no place matches', async () => {
    const res = await suggest(t, { texto: 'Calle Inexistente 12, Qwertyzxc' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ datos: [] });
  });

  it('answers 400 in Spanish for texto under 3 or over 200 characters or a malformed pais, and 401 without a session', async () => {
    const short = await suggest(t, { texto: ' ab ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.mensaje).toBe('Mínimo 3 caracteres para realizar la búsqueda');
    expect((await suggest(t, {})).statusCode).toBe(400);
    const long = await suggest(t, { texto: 'a'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.mensaje).toBe('La dirección a buscar no puede tener más de 200 caracteres.');
    expect((await suggest(t, { texto: 'a'.repeat(200) })).statusCode).toBe(200);
    expect((await suggest(t, { texto: 'Mendoza', pais: 'Argentina' })).json().error.mensaje).toBe('El país indicado no es válido.');
    expect((await t.app.inject({ method: 'GET', url: '/api/direcciones/sugerencias?texto=Mendoza' })).statusCode).toBe(401);
  });
});

describe('GET /api/direcciones/sugerencias (ADDRESS_PROVIDER=google)', () => {
  let t: TestApp;
  const replay = replayGooglePlaces({
    autocomplete: { 'Av. Corrientes 1234': 'google-autocomplete-corrientes.json', 'Servicio caido': [403, 'google-error-permission-denied.json'] },
    details: {
      'ChIJ3S-JXmLKvJURLPcW5nJ8Qqk': 'google-details-corrientes-caba.json',
      EjBBdi4gQ29ycmllbnRlcyAxMjM0LCBSb3NhcmlvLCBTYW50YSBGZSwgQXJnZW50aW5h: 'google-details-corrientes-rosario.json',
    },
  });
  beforeAll(async () => {
    vi.stubEnv('ADDRESS_PROVIDER', 'google');
    vi.stubEnv('ADDRESS_API_KEY', 'clave-de-prueba');
    vi.stubGlobal('fetch', replay.fetch);
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('LNK-39 suggests what the maps service answers, CABA stored as `Ciudad Autónoma de Buenos Aires`', async () => {
    const res = await suggest(t, { texto: 'Av. Corrientes 1234' });
    expect(res.statusCode).toBe(200);
    const datos = res.json().datos as AddressSuggestion[];
    expect(datos.map((s) => [s.calle, s.numero, s.ciudad, s.provincia, s.codigoPostal])).toEqual([
      ['Avenida Corrientes', '1234', 'Ciudad Autónoma de Buenos Aires', 'Ciudad Autónoma de Buenos Aires', 'C1043AAZ'],
      ['Corrientes', '1234', 'Rosario', 'Santa Fe', 'S2000'],
    ]);
    expect(replay.requests.some((r) => r.headers.get('x-goog-api-key') === 'clave-de-prueba')).toBe(true);
  });

  it('answers 502 in Spanish when the maps service refuses', async () => {
    const res = await suggest(t, { texto: 'Servicio caido' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({
      codigo: 'servicio_mapas',
      mensaje: 'No se pudieron obtener sugerencias de direcciones. Intente nuevamente en unos minutos.',
    });
  });
});
