/**
 * Teams and sellers of the admin area (ADM-06, ADM-07, ADM-13, ADM-16..22, ADM-36..47) through the
 * generic module API, and the teams as the server decides team access with them (decision 159):
 * the team records are principal.teams (cards, CRD-19), the `equipos` combo of accounts and the
 * agency team (ACC-41). On PostgreSQL; on PGlite through the DOM tests and e2e journeys of the admin screens.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';
import { staffContactOf, teamIdByName, teamsOfUser } from './helpers/teams';
import { grantArea } from '../support/permissionRecords';

const TEAMS = '/api/modulos/equipotrabajo';
const SELLERS = '/api/modulos/vendedorcomercial';
const MISSING = 'Faltan campos obligatorios';
const DENIED = 'No tiene permisos para acceder a este módulo';

let t: TestApp;
/** The staff contacts of account 9238 the demo has (a person who is no user, and the `staff` user's). */
let paz: { id: number; mostrarNombre: string };
let sergio: number;

beforeAll(async () => {
  t = await startTestApp();
  const row = await t.db
    .selectFrom('records')
    .select('id')
    .where('module', '=', 'contacto')
    .where(sql<boolean>`data->>'mostrarNombre' = 'Paz, Lucía'`)
    .executeTakeFirstOrThrow();
  paz = { id: Number(row.id), mostrarNombre: 'Paz, Lucía' };
  sergio = await staffContactOf(t.db, 'staff');
  // A writer of the system screens ('w' on gestionsistema) who is no admin.
  const user = await t.db
    .insertInto('users')
    .values({ username: 'sistemaw', nombre: 'Sistema Escritura', email: 'sistemaw@prueba.local', id_crm: 'usr-sistemaw' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await grantArea(t, user.id, 'gestionsistema', { escritura: true });
  // Staff, as the people who manage the system are: they pick the team's people among the staff contacts.
  await t.db.insertInto('user_roles').values({ user_id: user.id, role: 'ROLE_AT' }).execute();
});
afterAll(async () => {
  await t?.close();
});

const count = async (module: string) =>
  Number(
    (
      await t.db
        .selectFrom('records')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('module', '=', module)
        .executeTakeFirstOrThrow()
    ).n,
  );
const stored = async (id: number) => t.db.selectFrom('records').select(['data', 'vigente', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
const createTeam = async (nombre: string, personas: ReadonlyArray<{ id: number }> = [paz], user = 'admin') =>
  t.as(user, { method: 'POST', url: TEAMS, payload: { datos: { nombre, personas } } });
const comboCodes = async () =>
  ((await t.as('staff', { method: 'GET', url: '/api/combos/equipos' })).json().datos as Array<{ codigo: string; descripcion: string }>).map(
    (o) => `${o.codigo}:${o.descripcion}`,
  );

describe('screens and access', () => {
  it('ADM-06 ADM-07 the team and seller screens are at the spec routes, in the admin menu group', () => {
    const screens = Object.fromEntries(t.config.screens.map((s) => [s.id, s]));
    expect(screens['equipos.lista']).toMatchObject({ path: '/admin/equipos', module: 'equipotrabajo' });
    expect(screens['equipos.formulario']).toMatchObject({ paths: { create: '/admin/equipos/formulario', edit: '/admin/equipos/formulario/:id' } });
    expect(screens['vendedores.lista']).toMatchObject({ path: '/admin/vendedores', module: 'vendedorcomercial' });
    expect(screens['vendedores.formulario']).toMatchObject({ paths: { create: '/admin/vendedores/formulario', edit: '/admin/vendedores/formulario/:id' } });
  });

  it('ADM-16 ADM-OP02 admins and the gestionsistema permission (r or w) open the teams and sellers; anyone else is denied', async () => {
    for (const user of ['admin', 'sistema', 'sistemaw']) {
      for (const url of [TEAMS, SELLERS]) expect((await t.as(user, { method: 'GET', url })).statusCode, `${user} ${url}`).toBe(200);
    }
    for (const user of ['staff', 'sinpermisos', 'externo', 'auditor']) {
      for (const url of [TEAMS, SELLERS]) {
        const res = await t.as(user, { method: 'GET', url });
        expect(res.statusCode, `${user} ${url}`).toBe(403);
        expect(res.json().error.mensaje).toBe(DENIED);
      }
    }
  });

  it('ADM-17 ADM-18 ADM-OP02 every team and seller write by a user without write access is refused and changes nothing', async () => {
    const team = await teamIdByName(t.db, 'Equipo Interior');
    const seller = (await t.as('admin', { method: 'GET', url: SELLERS })).json().datos[0] as { id: number; version: number; datos: Record<string, unknown> };
    const teamBefore = await stored(team);
    const sellerBefore = await stored(seller.id);
    const [teams, sellers] = [await count('equipotrabajo'), await count('vendedorcomercial')];
    for (const user of ['sistema', 'staff', 'sinpermisos']) {
      const writes = [
        await createTeam('Equipo Intruso', [paz], user),
        await t.as(user, { method: 'PUT', url: `${TEAMS}/${team}`, payload: { version: teamBefore.version, datos: { nombre: 'Cambiado', personas: [paz] } } }),
        await t.as(user, { method: 'POST', url: `${TEAMS}/${team}/alternar/vigente`, payload: { version: teamBefore.version } }),
        await t.as(user, { method: 'POST', url: SELLERS, payload: { datos: { contacto: paz.id, esPropietario: true } } }),
        await t.as(user, {
          method: 'PUT',
          url: `${SELLERS}/${seller.id}`,
          payload: { version: seller.version, datos: { ...seller.datos, esPropietario: true } },
        }),
        await t.as(user, { method: 'POST', url: `${SELLERS}/${seller.id}/alternar/vigente`, payload: { version: seller.version } }),
      ];
      for (const res of writes) expect(res.statusCode, `${user} ${res.body}`).toBe(403);
    }
    expect(await stored(team)).toEqual(teamBefore);
    expect(await stored(seller.id)).toEqual(sellerBefore);
    expect([await count('equipotrabajo'), await count('vendedorcomercial')]).toEqual([teams, sellers]);
  });

  it("ADM-38 ADM-18 ADM-OP02 a gestionsistema 'r' user reads a team by its id, as the read-only form shows it", async () => {
    const team = await teamIdByName(t.db, 'Equipo Comercial');
    const res = await t.as('sistema', { method: 'GET', url: `${TEAMS}/${team}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().datos.personas.map((p: { id: number }) => p.id)).toContain(sergio);
  });
});

describe('teams', () => {
  it("ADM-37 the team form's combos load in one call (the form has none: its people are searched)", async () => {
    const res = await t.as('sistema', { method: 'GET', url: '/api/combos/formulario/equipotrabajo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ datos: {} });
  });

  it("ADM-36 the team list includes inactive teams (ignorarVigencia); ADM-40 ADM-20 a team's vigente toggles", async () => {
    const created = await createTeam('Equipo Temporal');
    expect(created.statusCode, created.body).toBe(201);
    const { id, version } = created.json();
    const toggled = await t.as('admin', { method: 'POST', url: `${TEAMS}/${id}/alternar/vigente`, payload: { version } });
    expect(toggled.statusCode, toggled.body).toBe(200);
    expect(toggled.json().vigente).toBe(false);
    const list = (await t.as('admin', { method: 'GET', url: `${TEAMS}?limit=100` })).json().datos as Array<{ id: number; vigente: boolean }>;
    expect(list.find((r) => r.id === id)).toMatchObject({ vigente: false });
  });

  it('ADM-41 ADM-OP09 a team without an assigned person (or without a name) is refused with the spec text and nothing is stored', async () => {
    const before = await count('equipotrabajo');
    for (const datos of [{ nombre: 'Sin Personas' }, { personas: [paz] }]) {
      const res = await t.as('admin', { method: 'POST', url: TEAMS, payload: { datos } });
      expect(res.statusCode, JSON.stringify(datos)).toBe(400);
      expect(res.json().error.mensaje).toBe(MISSING);
    }
    // An empty list of people: the same words, under the field.
    const empty = await t.as('admin', { method: 'POST', url: TEAMS, payload: { datos: { nombre: 'Sin Personas', personas: [] } } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.campos).toContainEqual({ path: 'personas', mensaje: MISSING });
    expect(await count('equipotrabajo')).toBe(before);
  });

  it('ADM-42 LNK-14 LNK-22 a team person is a staff contact of account 9238: a contact of another account is refused', async () => {
    const outsider = await t.db
      .selectFrom('records')
      .select('id')
      .where('module', '=', 'contacto')
      .where(sql<boolean>`(data->>'cuenta')::bigint <> 9238`)
      .executeTakeFirstOrThrow();
    const before = await count('equipotrabajo');
    const res = await createTeam('Equipo Externo', [{ id: Number(outsider.id) }]);
    expect(res.statusCode, res.body).toBe(400);
    expect(await count('equipotrabajo')).toBe(before);
    // The people offered are the staff contacts: the kind's search lists the account's contacts only.
    const kind = t.config.links!.personalinterno;
    expect(kind).toMatchObject({ module: 'contacto', filters: { cuenta: '9238', vigente: 'true' } });
  });

  it("ADM-39 ADM-OP03 ADM-16 a gestionsistema 'w' user creates and edits a team", async () => {
    const created = await createTeam('Equipo Sistemas', [paz], 'sistemaw');
    expect(created.statusCode, created.body).toBe(201);
    const edited = await t.as('sistemaw', {
      method: 'PUT',
      url: `${TEAMS}/${created.json().id}`,
      payload: { version: created.json().version, datos: { nombre: 'Equipo Sistemas 2', personas: [paz, { id: sergio }] } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().datos.personas.map((p: { id: number }) => p.id)).toEqual([paz.id, sergio]);
  });
});

describe('the team records decide team access (decision 159)', () => {
  it('CRD-19 ADM-13 a team membership change opens and closes the team accounts’ cards on the very next request', async () => {
    const corporativo = await teamIdByName(t.db, 'Equipo Corporativo');
    const card = await t.db
      .selectFrom('records as c')
      .innerJoin('records as a', (j) => j.on(sql<boolean>`a.id = (c.data->>'cuenta')::bigint`))
      .select('c.id')
      .where('c.module', '=', 'tarjeta')
      .where(sql<boolean>`a.data->'equipos' @> ${JSON.stringify([String(corporativo)])}::jsonb`)
      .executeTakeFirst();
    expect(card, 'a demo card of an Equipo Corporativo account').toBeDefined();
    const url = `/api/modulos/tarjeta/${card!.id}`;
    expect((await t.as('staff', { method: 'GET', url })).statusCode).toBe(403);
    const team = (await t.as('admin', { method: 'GET', url: `${TEAMS}/${corporativo}` })).json();
    const joined = await t.as('admin', {
      method: 'PUT',
      url: `${TEAMS}/${corporativo}`,
      payload: { version: team.version, datos: { ...team.datos, personas: [...team.datos.personas, { id: sergio }] } },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect((await t.as('staff', { method: 'GET', url })).statusCode).toBe(200);
    expect((await t.as('staff', { method: 'GET', url: '/api/usuario' })).json().equipos).toContain(corporativo);
    // Deactivating the team takes the access away too: an inactive team grants nothing.
    const off = await t.as('admin', { method: 'POST', url: `${TEAMS}/${corporativo}/alternar/vigente`, payload: { version: joined.json().version } });
    expect(off.statusCode, off.body).toBe(200);
    expect((await t.as('staff', { method: 'GET', url })).statusCode).toBe(403);
    const on = await t.as('admin', { method: 'POST', url: `${TEAMS}/${corporativo}/alternar/vigente`, payload: { version: off.json().version } });
    const left = await t.as('admin', {
      method: 'PUT',
      url: `${TEAMS}/${corporativo}`,
      payload: { version: on.json().version, datos: team.datos },
    });
    expect(left.statusCode, left.body).toBe(200);
    expect((await t.as('staff', { method: 'GET', url })).statusCode).toBe(403);
    expect(await teamsOfUser(t.db, 'staff')).not.toContain(corporativo);
  });

  it('ACC-78 the equipos combo follows the team records at once: a new team is an option, a renamed one changes, an inactive one leaves', async () => {
    const created = await createTeam('Equipo Patagonia');
    const { id, version } = created.json();
    expect(await comboCodes()).toContain(`${id}:Equipo Patagonia`);
    const renamed = await t.as('admin', {
      method: 'PUT',
      url: `${TEAMS}/${id}`,
      payload: { version, datos: { nombre: 'Equipo Patagonia Sur', personas: [paz] } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await comboCodes()).toContain(`${id}:Equipo Patagonia Sur`);
    await t.as('admin', { method: 'POST', url: `${TEAMS}/${id}/alternar/vigente`, payload: { version: renamed.json().version } });
    expect((await comboCodes()).some((o) => o.startsWith(`${id}:`))).toBe(false);
  });

  it('ACC-41 the agency team setting is the Equipo Agencias team record', async () => {
    const session = (await t.as('agencias', { method: 'GET', url: '/api/usuario' })).json();
    expect(session.ajustes.equipoAgencias).toBe(await teamIdByName(t.db, 'Equipo Agencias'));
  });
});

describe('sellers', () => {
  it('ADM-43 ADM-36 the seller list includes the inactive seller of the demo', async () => {
    const list = (await t.as('admin', { method: 'GET', url: `${SELLERS}?limit=100` })).json().datos as Array<{ vigente: boolean }>;
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list.some((r) => !r.vigente)).toBe(true);
  });

  it('ADM-45 ADM-44 ADM-46 ADM-47 a seller is a staff contact with esPropietario; its vigente toggles', async () => {
    const created = await t.as('admin', { method: 'POST', url: SELLERS, payload: { datos: { contacto: paz.id, esPropietario: true } } });
    expect(created.statusCode, created.body).toBe(201);
    const read = await t.as('sistema', { method: 'GET', url: `${SELLERS}/${created.json().id}` });
    expect(read.json()).toMatchObject({ vigente: true, datos: { contacto: paz.id, esPropietario: true } });
    const toggled = await t.as('admin', { method: 'POST', url: `${SELLERS}/${created.json().id}/alternar/vigente`, payload: { version: 1 } });
    expect(toggled.json().vigente).toBe(false);
  });

  it('ADM-OP09 ADM-47 a seller needs its contact, a staff contact of account 9238; otherwise refused and nothing stored', async () => {
    const before = await count('vendedorcomercial');
    const missing = await t.as('admin', { method: 'POST', url: SELLERS, payload: { datos: { esPropietario: false } } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.mensaje).toBe(MISSING);
    const outsider = await t.db
      .selectFrom('records')
      .select('id')
      .where('module', '=', 'contacto')
      .where(sql<boolean>`(data->>'cuenta')::bigint <> 9238`)
      .executeTakeFirstOrThrow();
    const other = await t.as('admin', { method: 'POST', url: SELLERS, payload: { datos: { contacto: Number(outsider.id) } } });
    expect(other.statusCode, other.body).toBe(400);
    expect(await count('vendedorcomercial')).toBe(before);
  });
});
