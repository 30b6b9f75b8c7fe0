/**
 * Record scope and record-relative guards, through the API on the fixture contacts: an external
 * agency user (ROL-06) sees and writes only the records of their own account, decided in the
 * query; a staff member reaches a record through its team (CRD-19-style clause).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp } from './helpers/fixtureApp';
import { startTestApp, type TestApp } from './helpers/testApp';
import { accountOf } from './helpers/accountOf';
import { teamIdByName } from './helpers/teams';

let t: TestApp;
const base = '/api/modulos/pruebacontacto';
let own: { id: number; version: number };
let other: { id: number; version: number };
let teamId: number;
let agencia: string;

const create = async (who: string, datos: Record<string, unknown>) => t.as(who, { method: 'POST', url: base, payload: { datos } });

beforeAll(async () => {
  t = await startTestApp(fixtureApp);
  teamId = await teamIdByName(t.db, 'Equipo Comercial');
  agencia = await accountOf(t, 'externo');
  own = (await create('admin', { nombre: 'Contacto de la agencia', cuenta: agencia })).json();
  other = (await create('admin', { nombre: 'Contacto de otra agencia', cuenta: 'otra-agencia', equipos: [teamId] })).json();
  // An external user whose account is unknown.
  const user = await t.db.insertInto('users').values({ username: 'externosincuenta', nombre: 'Sin Cuenta' }).returning('id').executeTakeFirstOrThrow();
  await t.db.insertInto('user_roles').values({ user_id: user.id, role: 'ROLE_EXTERNO' }).execute();
});
afterAll(async () => {
  await t?.close();
});

const names = (res: { json(): { datos: Array<{ datos: { nombre: string } }> } }) =>
  res
    .json()
    .datos.map((r) => r.datos.nombre)
    .sort();

describe('record scope (ROL-06)', () => {
  it('staff see every record; the external user only those of their account, with the right total', async () => {
    expect(names(await t.as('admin', { method: 'GET', url: base }))).toEqual(['Contacto de la agencia', 'Contacto de otra agencia']);
    const scoped = await t.as('externo', { method: 'GET', url: base });
    expect(scoped.statusCode).toBe(200);
    expect(names(scoped)).toEqual(['Contacto de la agencia']);
    expect(scoped.json().total).toBe(1);
  });

  it('a record of another account reads as not found, and cannot be written, toggled or seen in history', async () => {
    expect((await t.as('externo', { method: 'GET', url: `${base}/${own.id}` })).statusCode).toBe(200);
    expect((await t.as('externo', { method: 'GET', url: `${base}/${other.id}` })).statusCode).toBe(404);
    expect((await t.as('externo', { method: 'GET', url: `${base}/${other.id}/historial` })).statusCode).toBe(404);
    const put = await t.as('externo', { method: 'PUT', url: `${base}/${other.id}`, payload: { version: other.version, datos: { nombre: 'Cambiado' } } });
    expect(put.statusCode).toBe(404);
    const vigente = await t.as('externo', { method: 'POST', url: `${base}/${other.id}/vigente`, payload: { version: other.version } });
    expect(vigente.statusCode).toBe(404);
    const stored = await t.db.selectFrom('records').select(['data', 'version', 'vigente']).where('id', '=', other.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ version: 1, vigente: true, data: { nombre: 'Contacto de otra agencia' } });
  });

  it('what an external user creates belongs to their account, whatever the body says', async () => {
    const res = await create('externo', { nombre: 'Pasajero nuevo', cuenta: 'otra-agencia' });
    expect(res.statusCode).toBe(201);
    const row = await t.db.selectFrom('records').select('owner_account').where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row.owner_account).toBe(agencia);
    expect(names(await t.as('externo', { method: 'GET', url: `${base}?texto=pasajero` }))).toEqual(['Pasajero nuevo']);
  });

  it('the export holds only the rows in scope', async () => {
    const res = await t.as('externo', { method: 'GET', url: `${base}/exportar/csv` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Contacto de la agencia');
    expect(res.body).not.toContain('Contacto de otra agencia');
  });

  it('an external user without an account sees nothing and may create nothing (deny by default)', async () => {
    const list = await t.as('externosincuenta', { method: 'GET', url: base });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ datos: [], total: 0 });
    expect((await create('externosincuenta', { nombre: 'X' })).statusCode).toBe(403);
  });
});

describe('record-relative guard (team of the record)', () => {
  it('CRD-19 a staff member of the record team may open it; a record of another team is refused', async () => {
    const mine = await t.as('staff', { method: 'GET', url: `${base}/${other.id}` });
    expect(mine.statusCode).toBe(200);
    const notMine = await t.as('staff', { method: 'GET', url: `${base}/${own.id}` });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().error.mensaje).toBe('No tiene permisos para acceder a este módulo');
  });

  it('a team clause cannot open the whole list, nor write', async () => {
    expect((await t.as('staff', { method: 'GET', url: base })).statusCode).toBe(403);
    const put = await t.as('staff', { method: 'PUT', url: `${base}/${other.id}`, payload: { version: 1, datos: { nombre: 'X' } } });
    expect(put.statusCode).toBe(403);
  });
});
