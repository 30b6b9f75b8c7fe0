/**
 * Form features enforced by the server on the fixture module `prueba`: read-only by state
 * (`x-read-only-when`), fields hidden or read-only by permission (`x-access`) in every response
 * (get, list, history, 409, exports) and on writes, tested with two users (admin and `bancos`,
 * given write access to the prueba area here).
 */
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp } from './helpers/fixtureApp';
import { withFixtureModules } from '../fixtures/fixtureModules';
import { startTestApp, type TestApp } from './helpers/testApp';
import { grantArea } from '../support/permissionRecords';

let t: TestApp;
const other = 'bancos';

beforeAll(async () => {
  t = await startTestApp({
    ...fixtureApp,
    config: (config) => {
      withFixtureModules(config);
      // The export writes the list columns: add the restricted field to see it left out.
      const list = config.screens.find((s: { id: string }) => s.id === 'pruebas.lista');
      list.columns = [...list.columns, { field: 'costoInterno', label: 'Costo interno' }];
    },
  });
  const user = await t.db.selectFrom('users').select('id').where('username', '=', other).executeTakeFirstOrThrow();
  await grantArea(t, user.id, 'prueba', { escritura: true });
});
afterAll(async () => {
  await t?.close();
});

const create = async (datos: Record<string, unknown>) => {
  const res = await t.as('admin', { method: 'POST', url: '/api/modulos/prueba', payload: { datos } });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; version: number; datos: Record<string, unknown> };
};
const get = async (who: string, id: number) => (await t.as(who, { method: 'GET', url: `/api/modulos/prueba/${id}` })).json();
const put = (who: string, id: number, version: number, datos: Record<string, unknown>) =>
  t.as(who, { method: 'PUT', url: `/api/modulos/prueba/${id}`, payload: { version, datos } });

describe('read-only by state (x-read-only-when)', () => {
  it('ACC-44 an update of a record with activo = no is refused 403 in Spanish and nothing is written', async () => {
    const record = await create({ nombre: 'Inactiva API', activo: false });
    const res = await put('admin', record.id, record.version, { nombre: 'Cambiada', activo: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.mensaje).toBe('No se puede modificar este registro: La prueba está inactiva: no se puede modificar.');
    const after = await get('admin', record.id);
    expect(after).toMatchObject({ version: 1, datos: { nombre: 'Inactiva API', activo: false } });
  });

  it('SGC-52 / ACC-45 vigente = false makes it read-only for a non-admin, not for the admin (unlessRole)', async () => {
    const record = await create({ nombre: 'No vigente API' });
    const toggled = await t.as('admin', { method: 'POST', url: `/api/modulos/prueba/${record.id}/vigente`, payload: { version: 1 } });
    expect(toggled.json().vigente).toBe(false);
    const refused = await put(other, record.id, 2, { nombre: 'Intento' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.mensaje).toBe('No se puede modificar este registro: Este registro es de solo lectura porque Vigente es «No».');
    const allowed = await put('admin', record.id, 2, { nombre: 'Cambio del admin' });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().datos.nombre).toBe('Cambio del admin');
  });

  it('an editable record can be saved inactive (the rule looks at the stored state)', async () => {
    const record = await create({ nombre: 'Activa API', activo: true });
    const res = await put(other, record.id, 1, { nombre: 'Activa API', activo: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().datos.activo).toBe(false);
  });
});

describe('fields hidden or read-only by permission (x-access)', () => {
  it('costoInterno (admins only) is dropped from get, list and history for another user, kept for the admin', async () => {
    const record = await create({ nombre: 'Con costo API', costoInterno: 1500, referencia: 'R-1' });
    expect((await get('admin', record.id)).datos).toMatchObject({ costoInterno: 1500, referencia: 'R-1' });
    const mine = await get(other, record.id);
    expect(mine.datos).not.toHaveProperty('costoInterno');
    expect(mine.datos.referencia).toBe('R-1');
    const list = (await t.as(other, { method: 'GET', url: '/api/modulos/prueba?texto=con%20costo' })).json();
    expect(list.datos).toHaveLength(1);
    expect(list.datos[0].datos).not.toHaveProperty('costoInterno');
    await put('admin', record.id, 1, { nombre: 'Con costo API', costoInterno: 2000, referencia: 'R-1' });
    const history = (await t.as(other, { method: 'GET', url: `/api/modulos/prueba/${record.id}/historial` })).json();
    expect(history.datos.flatMap((e: { cambios: { campo: string }[] }) => e.cambios.map((c) => c.campo))).not.toContain('costoInterno');
    const adminHistory = (await t.as('admin', { method: 'GET', url: `/api/modulos/prueba/${record.id}/historial` })).json();
    expect(adminHistory.datos[0].cambios).toEqual([expect.objectContaining({ campo: 'costoInterno', antes: 1500, despues: 2000 })]);
  });

  it('a save by another user keeps the stored value of fields it may not write (ignored, not refused)', async () => {
    const record = await create({ nombre: 'Escritura API', costoInterno: 10, referencia: 'R-2' });
    const res = await put(other, record.id, 1, { nombre: 'Escritura API cambiada', costoInterno: 99, referencia: 'R-hack' });
    expect(res.statusCode).toBe(200);
    expect(res.json().datos).toEqual(expect.objectContaining({ nombre: 'Escritura API cambiada', referencia: 'R-2' }));
    expect(res.json().datos).not.toHaveProperty('costoInterno');
    expect((await get('admin', record.id)).datos).toMatchObject({ nombre: 'Escritura API cambiada', costoInterno: 10, referencia: 'R-2' });
  });

  it('a create by another user drops the fields it may not write', async () => {
    const res = await t.as(other, {
      method: 'POST',
      url: '/api/modulos/prueba',
      payload: { datos: { nombre: 'Alta ajena API', costoInterno: 5, referencia: 'R-3' } },
    });
    expect(res.statusCode).toBe(201);
    const stored = await get('admin', res.json().id);
    expect(stored.datos).toEqual(expect.objectContaining({ nombre: 'Alta ajena API' }));
    expect(stored.datos).not.toHaveProperty('costoInterno');
    expect(stored.datos).not.toHaveProperty('referencia');
  });

  it('the current record of a 409 is filtered too', async () => {
    const record = await create({ nombre: 'Conflicto API', costoInterno: 7 });
    await put('admin', record.id, 1, { nombre: 'Conflicto API 2', costoInterno: 7 });
    const stale = await put(other, record.id, 1, { nombre: 'Tarde' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.actual.datos.nombre).toBe('Conflicto API 2');
    expect(stale.json().error.actual.datos).not.toHaveProperty('costoInterno');
  });

  it('the export leaves out the column the user may not read', async () => {
    await create({ nombre: 'Exportable API', costoInterno: 321 });
    const csv = (who: string) => t.as(who, { method: 'GET', url: '/api/modulos/prueba/exportar/csv?texto=exportable' });
    const parse = (body: string) => Papa.parse<string[]>(body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    const mine = parse((await csv(other)).body);
    expect(mine[0]).not.toContain('Costo interno');
    expect(mine[1]).not.toContain('321');
    const admins = parse((await csv('admin')).body);
    expect(admins[0]).toContain('Costo interno');
    expect(admins[1]).toContain('321');
  });
});
