/**
 * The address dialog of a link list (the fixture module's `direcciones`, LNK-35…39, LNK-OP03): a row's
 * address must be the one picked from a suggestion, unedited, with city, province and country — the
 * rule of the bank's address, enforced by the server on every live row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp } from './helpers/fixtureApp';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(fixtureApp);
});
afterAll(async () => {
  await t?.close();
});

const ALERT = 'Seleccione la dirección de la lista de sugerencias y complete ciudad, provincia y país.';
/** The server's first suggestion for `texto` as the address dialog stores it in a row. */
const picked = async (texto: string) => {
  const res = await t.as('admin', { method: 'GET', url: `/api/direcciones/sugerencias?texto=${encodeURIComponent(texto)}` });
  expect(res.statusCode).toBe(200);
  const { id, direccionCompleta, ...fields } = res.json().datos[0];
  return { direccion: direccionCompleta, ...fields, direccionId: id } as Record<string, unknown>;
};
const create = (datos: Record<string, unknown>) => t.as('admin', { method: 'POST', url: '/api/modulos/prueba', payload: { datos } });
const update = (id: number, version: number, datos: Record<string, unknown>) =>
  t.as('admin', { method: 'PUT', url: `/api/modulos/prueba/${id}`, payload: { version, datos } });
const read = async (id: number) => (await t.as('admin', { method: 'GET', url: `/api/modulos/prueba/${id}` })).json();
const expectAlert = (res: Awaited<ReturnType<typeof create>>) => {
  expect(res.statusCode).toBe(400);
  expect(res.json().error.mensaje).toBe(ALERT);
  expect(res.json().error.campos).toEqual([{ path: 'direcciones', mensaje: ALERT }]);
};

describe('link list addresses (API, fixture module prueba)', () => {
  it('LNK-38 / LNK-39 stores a row whose address was picked from a suggestion, with its country code and CABA as the spec writes it', async () => {
    const address = await picked('Av. Corrientes 1234, CABA');
    const res = await create({ nombre: 'Direcciones elegidas', direcciones: [{ id: 'AAAAA', nuevo: true, tipo: 'legal', ...address, principal: true }] });
    expect(res.statusCode).toBe(201);
    expect(res.json().datos.direcciones).toEqual([{ tipo: 'legal', ...address, principal: true }]);
    expect(res.json().datos.direcciones[0]).toMatchObject({ localidad: 'Ciudad Autónoma de Buenos Aires', paisCodigo: 'AR' });
  });

  it('LNK-04 an address row holds its type (legal special), principal, the full address and its parts (postal code when the maps service gives one), coordinates and the country code; the row id and flags live only until the save', async () => {
    const address = await picked('San Martín 50 Rosario');
    const res = await create({ nombre: 'Campos de dirección', direcciones: [{ id: 'Qw3rT', nuevo: true, tipo: 'legal', ...address, principal: true }] });
    expect(res.statusCode).toBe(201);
    const [row] = res.json().datos.direcciones;
    for (const field of ['tipo', 'principal', 'direccion', 'calle', 'localidad', 'provincia', 'pais', 'paisCodigo', 'latitud', 'longitud'])
      expect(row, field).toHaveProperty(field);
    expect(row).toMatchObject({ tipo: 'legal', principal: true, localidad: 'Rosario', paisCodigo: 'AR' });
    expect(typeof row.latitud).toBe('number');
    for (const flag of ['id', 'nuevo', 'editar', 'eliminar']) expect(row, flag).not.toHaveProperty(flag);
  });

  it('LNK-38 / LNK-OP03 refuses a row whose address was edited after picking, or typed without picking, and writes nothing', async () => {
    const address = await picked('San Martín 55 Mendoza');
    expectAlert(await create({ nombre: 'Fila editada', direcciones: [{ tipo: 'legal', ...address, numero: '56', principal: true }] }));
    expectAlert(
      await create({ nombre: 'Fila editada', direcciones: [{ tipo: 'legal', ...address, direccion: 'San Martín 56, Mendoza, Argentina', principal: true }] }),
    );
    expectAlert(
      await create({ nombre: 'Fila a mano', direcciones: [{ tipo: 'legal', direccion: 'San Martín 55, Mendoza', localidad: 'Mendoza', principal: true }] }),
    );
    const list = (await t.as('admin', { method: 'GET', url: '/api/modulos/prueba?texto=fila' })).json();
    expect(list.datos).toHaveLength(0);
  });

  it('LNK-38 city, province and country are required even on a picked address', async () => {
    const address = await picked('San Martín 55 Mendoza');
    expectAlert(await create({ nombre: 'Sin provincia', direcciones: [{ tipo: 'legal', ...address, provincia: '', principal: true }] }));
  });

  it('LNK-38 on update, an edited saved row is refused and the stored list is kept; a row marked eliminar is not checked', async () => {
    const [uno, dos] = [await picked('Av. Corrientes 1234, CABA'), await picked('Calle 7 726 La Plata')];
    const created = (
      await create({
        nombre: 'Direcciones a editar',
        direcciones: [
          { tipo: 'legal', ...uno, principal: true },
          { tipo: 'comercial', ...dos },
        ],
      })
    ).json();
    const [first, second] = created.datos.direcciones;
    expectAlert(
      await update(created.id, created.version, { nombre: created.datos.nombre, direcciones: [first, { ...second, calle: 'Calle 8', editar: true }] }),
    );
    const kept = await read(created.id);
    expect(kept.version).toBe(created.version);
    expect(kept.datos.direcciones).toEqual(created.datos.direcciones);
    const res = await update(created.id, created.version, {
      nombre: created.datos.nombre,
      direcciones: [first, { ...second, calle: 'Calle 8', eliminar: true }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().datos.direcciones).toEqual([first]);
  });
});
