/** The bank address must be picked from a suggestion (BNK-14, BNK-OP03, LNK-38, LNK-OP03): the server enforces it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ALERT = 'Seleccione la dirección de la lista de sugerencias y complete ciudad, provincia y país.';
const suggest = async (texto: string) => {
  const res = await t.as('admin', { method: 'GET', url: `/api/direcciones/sugerencias?texto=${encodeURIComponent(texto)}` });
  expect(res.statusCode).toBe(200);
  const { id, paisCodigo: _code, ...fields } = res.json().datos[0];
  return { ...fields, direccionId: id } as Record<string, unknown>;
};
const create = (datos: Record<string, unknown>) => t.as('admin', { method: 'POST', url: '/api/modulos/banco', payload: { datos } });

describe('picked bank address', () => {
  it('LNK-38 BNK-04 saves an address picked from a suggestion, with CABA stored as in LNK-39, and reads back the bank’s address fields', async () => {
    const picked = await suggest('Av. Corrientes 1234 CABA');
    const res = await create({ descripcion: 'Banco Dirección Elegida', ...picked });
    expect(res.statusCode).toBe(201);
    expect(res.json().datos).toMatchObject({ localidad: 'Ciudad Autónoma de Buenos Aires', direccionId: picked.direccionId });
    const read = (await t.as('admin', { method: 'GET', url: `/api/modulos/banco/${res.json().id}` })).json();
    expect(read.datos).toMatchObject({
      calle: 'Av. Corrientes',
      numero: '1234',
      provincia: 'Ciudad Autónoma de Buenos Aires',
      pais: 'Argentina',
      direccionCompleta: expect.stringContaining('Av. Corrientes 1234'),
    });
    expect(typeof read.datos.latitud).toBe('number');
    expect(typeof read.datos.longitud).toBe('number');
    expect(read.idCrm).toMatch(/^[0-9a-f-]{36}$/);
    // The rest of BNK-04's address fields are the bank's own, empty when the place has none.
    const fields = Object.keys(t.registry.get('banco').schema.properties);
    expect(fields).toEqual(
      expect.arrayContaining([
        'direccionCompleta',
        'latitud',
        'longitud',
        'pais',
        'estado',
        'provincia',
        'localidad',
        'ciudad',
        'calle',
        'numero',
        'codigoPostal',
      ]),
    );
  });

  it('LNK-OP03 refuses an address typed by hand (no fingerprint) with the alert text', async () => {
    const res = await create({
      descripcion: 'Banco A Mano',
      direccionCompleta: 'Av. Corrientes 1234, CABA',
      calle: 'Av. Corrientes',
      numero: '1234',
      localidad: 'CABA',
      provincia: 'CABA',
      pais: 'Argentina',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe(ALERT);
    expect(res.json().error.campos).toEqual([{ path: 'direccionCompleta', mensaje: ALERT }]);
  });

  it('LNK-38 refuses a picked address edited afterwards, on create and on update', async () => {
    const picked = await suggest('San Martín 55 Mendoza');
    expect((await create({ descripcion: 'Banco Editado', ...picked, numero: '56' })).json().error.mensaje).toBe(ALERT);
    const created = (await create({ descripcion: 'Banco Editado Luego', ...picked })).json();
    const res = await t.as('admin', {
      method: 'PUT',
      url: `/api/modulos/banco/${created.id}`,
      payload: { version: created.version, datos: { ...created.datos, localidad: 'Godoy Cruz' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe(ALERT);
  });

  it('LNK-38 requires city, province and country even with a matching fingerprint', async () => {
    const res = await create({ descripcion: 'Banco Sin Provincia', direccionCompleta: 'Calle 1', pais: 'Argentina', direccionId: 'v1.0000000000000000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe(ALERT);
  });

  it('a bank with country, province and locality but no street address needs no pick', async () => {
    expect((await create({ descripcion: 'Banco Sin Calle', pais: 'Argentina', provincia: 'Mendoza', localidad: 'Mendoza' })).statusCode).toBe(201);
  });

  const demoBank = async (texto: string) =>
    (await t.as('admin', { method: 'GET', url: `/api/modulos/banco?texto=${encodeURIComponent(texto)}` })).json().datos[0];
  const stored = async (id: number) => (await t.as('admin', { method: 'GET', url: `/api/modulos/banco/${id}` })).json();

  it('the demo banks are seeded with the fingerprint of their address, so other fields save as they are', async () => {
    const bank = await demoBank('Galicia');
    expect(bank.datos.direccionId).toMatch(/^v1\.[0-9a-f]{16}$/);
    const res = await t.as('admin', {
      method: 'PUT',
      url: `/api/modulos/banco/${bank.id}`,
      payload: { version: bank.version, datos: { ...bank.datos, descripcion: 'Banco Galicia S.A.' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().datos).toMatchObject({ descripcion: 'Banco Galicia S.A.', calle: bank.datos.calle, direccionId: bank.datos.direccionId });
  });

  it('LNK-38 refuses a PUT that drops the fingerprint and types a new street, leaving the stored bank as it was', async () => {
    const bank = await demoBank('Macro');
    const before = await stored(bank.id);
    const { direccionId: _dropped, ...rest } = bank.datos;
    const typed = {
      ...rest,
      calle: 'Av. Siempre Viva',
      numero: '742',
      direccionCompleta: 'Av. Siempre Viva 742, Puerto Madero, Ciudad Autónoma de Buenos Aires',
    };
    const res = await t.as('admin', { method: 'PUT', url: `/api/modulos/banco/${bank.id}`, payload: { version: bank.version, datos: typed } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe(ALERT);
    expect(res.json().error.campos).toEqual([{ path: 'direccionCompleta', mensaje: ALERT }]);
    expect(await stored(bank.id)).toEqual(before);
  });

  it('LNK-38 refuses a PUT that drops the fingerprint and changes the street of a bank created by picking', async () => {
    const created = (await create({ descripcion: 'Banco Sin Huella Luego', ...(await suggest('San Martín 55 Mendoza')) })).json();
    const { direccionId: _dropped, ...rest } = created.datos;
    const res = await t.as('admin', {
      method: 'PUT',
      url: `/api/modulos/banco/${created.id}`,
      payload: { version: created.version, datos: { ...rest, calle: 'Otra Calle' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe(ALERT);
    expect((await stored(created.id)).datos).toEqual(created.datos);
  });
});
