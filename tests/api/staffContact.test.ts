/**
 * Who a user is as a person, on the shipped config (decision 161): the records of the company's
 * staff link kind (`company.staffLink`, engine/core/staffContacts.ts) carrying the user's CRM id.
 * The session's `id_contacto`, `userIs` guards (SGC-54's preparer, ACN-OP01's `asignado`) and the
 * per-area permissions all name that one person. The only change to the shipped config is one
 * `userIs` clause on the permissions' read guard (no shipped module has one yet): a user reads
 * the permissions that name them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canAccess } from '../../engine/core/permissions';
import { staffContactModule } from '../../engine/core/staffContacts';
import { loadPrincipal } from '../../server/auth/principal';
import { principalSources } from '../../server/auth/principalSources';
import { withContact } from '../../server/auth/userContact';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    config: (config) => {
      const read = config.modules.permiso.access.read;
      config.modules.permiso.access.read = { anyOf: [...read.anyOf, { userIs: 'asignado' }] };
    },
  });
});
afterAll(async () => {
  await t?.close();
});

/** The demo user's staff contact: the seeded contact of the company's account carrying the user's CRM id. */
async function staffOf(username: string): Promise<number> {
  const row = await t.db
    .selectFrom('records')
    .innerJoin('users', 'users.id_crm', 'records.id_crm')
    .select('records.id')
    .where('records.module', '=', 'contacto')
    .where('records.owner_account', '=', String(t.config.company!.account))
    .where('users.username', '=', username)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A permission record of the person `asignado` (the demo seed's first one). */
async function permissionNaming(asignado: number): Promise<number> {
  const rows = await t.db.selectFrom('records').select(['id', 'data']).where('module', '=', 'permiso').orderBy('id').execute();
  const row = rows.find((r) => (r.data as { asignado?: number }).asignado === asignado);
  if (!row) throw new Error(`ningún permiso nombra a ${asignado}`);
  return Number(row.id);
}

describe('ROL-11 SGC-54 ACN-OP01 the user’s staff contact on the shipped config', () => {
  it('the staff kind is the contacts of the company’s account, the one the permissions’ person and the teams’ members link', () => {
    expect(t.config.company?.staffLink).toBe('personalinterno');
    expect(staffContactModule(t.config)).toBe('contacto');
    const kind = t.config.links![t.config.company!.staffLink!];
    expect(kind.filters).toMatchObject({ cuenta: String(t.config.company!.account) });
    const permiso = t.registry.get('permiso').schema.properties.asignado as { 'x-link': { kind: string } };
    expect(permiso['x-link'].kind).toBe(t.config.company!.staffLink);
    const equipo = t.registry.get('equipotrabajo').schema.properties[t.config.modules.equipotrabajo.teams!.members] as { 'x-link-list': { search: string } };
    expect(equipo['x-link-list'].search).toBe(t.config.company!.staffLink);
  });

  it('ROL-11 GET /api/usuario gives a staff user their staff contact (id_contacto), and each user their own', async () => {
    for (const username of ['staff', 'bancos', 'permisos']) {
      const res = await t.as(username, { method: 'GET', url: '/api/usuario' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().id_contacto, username).toBe(await staffOf(username));
    }
  });

  it('SGC-54 ACN-OP01 a userIs guard passes for the person the record names and for nobody else (server and engine alike)', async () => {
    const staff = await staffOf('staff');
    const own = await permissionNaming(staff);
    const others = await permissionNaming(await staffOf('bancos'));
    // Through the API: staff (no admin, no system permission) reads the permission naming them, not another's.
    const mine = await t.as('staff', { method: 'GET', url: `/api/modulos/permiso/${own}` });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().datos.asignado).toBe(staff);
    expect([403, 404]).toContain((await t.as('staff', { method: 'GET', url: `/api/modulos/permiso/${others}` })).statusCode);
    // The same guard as the engine evaluates it, with the principal and contact the server resolves.
    const userId = Number((await t.db.selectFrom('users').select('id').where('username', '=', 'staff').executeTakeFirstOrThrow()).id);
    const principal = await withContact(t.db, t.config, (await loadPrincipal(t.db, userId, false, principalSources(t.config)))!);
    expect(principal.contactId).toBe(staff);
    expect(canAccess(principal, { anyOf: [{ userIs: 'asignado' }] }, { asignado: staff })).toBe(true);
    expect(canAccess(principal, { anyOf: [{ userIs: 'asignado' }] }, { asignado: staff + 1 })).toBe(false);
  });

  it('ROL-13 the permissions the principal reads are those naming that same person', async () => {
    const res = await t.as('bancos', { method: 'GET', url: '/api/permisos/usuario' });
    expect(res.json().datos).toContainEqual(expect.objectContaining({ area: 'banco', vigente: true, escritura: true }));
  });
});
