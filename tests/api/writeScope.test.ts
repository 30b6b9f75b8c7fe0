/**
 * Issue 19, defects 1 and 9, through the API on the shipped modules: a write cannot move a record
 * out of its writer's scope (the write guard and the record scope hold for the record as it is and
 * as it will be, decided in the write's transaction; a refused write stores nothing: same row,
 * version, history and search entry), and a caller without access hears 403 before any 400 about
 * what they sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from './helpers/testApp';
import { accountNamed } from './helpers/accountOf';
import { loadPrincipal } from '../../server/auth/principal';
import { principalSources } from '../../server/auth/principalSources';
import { linkedGuardResolver } from '../../server/modules/linkedGuardValues';
import { setValues, toggleVigente, updateRecord } from '../../server/modules/recordWrites';
import { writeAuthorization } from '../../server/modules/writeAuthorization';
import { HttpError } from '../../server/http/httpError';
import { recordScopeOf } from '../../engine/core/recordScope';
import { addToTeam, teamIdByName } from './helpers/teams';
import { tempTokenHash } from '../../server/session/tempTokens';

let t: TestApp;
/** Accounts of staff's team (Equipo Comercial) and of another team (Equipo Corporativo). */
let OURS: number;
let THEIRS: number;
/** The external user's agency account and another agency's. */
let AGENCIA: number;
let OTRA_AGENCIA: number;
let galicia: number;
let corporativo: number;

const DENIED_CARDS = 'No tiene permisos para ver/editar tarjetas.';
const card = (cuenta: number, over: Record<string, unknown> = {}) => ({
  cuenta,
  prestadora: 'VISA',
  banco: galicia,
  numero: '4111111111111111',
  fechaVencimiento: '12/30',
  titular: 'Laura Gómez',
  confirmaDuplicado: true,
  ...over,
});
const createCard = async (who: string, cuenta: number) => {
  const res = await t.as(who, { method: 'POST', url: '/api/modulos/tarjeta', payload: { datos: card(cuenta) } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; version: number; datos: Record<string, unknown> };
};
let documents = 0;
const createContact = async (cuenta: number, over: Record<string, unknown> = {}) => {
  const res = await t.as('admin', {
    method: 'POST',
    url: '/api/modulos/contacto',
    payload: {
      datos: {
        nombre: 'Ana',
        apellido: 'Prueba',
        email: 'ana@gmail.com',
        tipoDocumento: 'DNI',
        documento: String(30_000_000 + (documents += 1)),
        cuenta,
        ...over,
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; version: number; datos: Record<string, unknown> };
};

/** Everything a write leaves behind: the row, its history and its search-index entry. */
async function stored(id: number) {
  const row = await t.db
    .selectFrom('records')
    .select(['data', 'version', 'vigente', 'owner_account', 'updated_by', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  const history = await t.db.selectFrom('record_history').select(['version', 'action']).where('record_id', '=', id).orderBy('id').execute();
  const search = await t.db.selectFrom('record_search').selectAll().where('record_id', '=', id).executeTakeFirst();
  return { row, history, search };
}

beforeAll(async () => {
  t = await startTestApp();
  [OURS, THEIRS] = [await accountNamed(t, 'Turismo del Sur S.R.L.'), await accountNamed(t, 'Corporación Pampa S.A.')];
  [AGENCIA, OTRA_AGENCIA] = [await accountNamed(t, 'Agencia Demo'), OURS];
  await t.db
    .updateTable('users')
    .set({ account_id: String(AGENCIA) })
    .where('username', '=', 'externo')
    .execute();
  galicia = Number(
    (
      await t.db
        .selectFrom('records')
        .select('id')
        .where('module', '=', 'banco')
        .where(sql<boolean>`data ->> 'descripcion' = 'Banco Galicia'`)
        .executeTakeFirstOrThrow()
    ).id,
  );
  corporativo = await teamIdByName(t.db, 'Equipo Corporativo');
  // A team member who writes accounts only through the team (ROLE_AT + teamOf equipos; no ROLE_CUENTAS).
  const user = await t.db
    .insertInto('users')
    .values({ username: 'comercial', nombre: 'Carla Comercial', email: 'comercial@prueba.local', id_crm: 'usr-comercial' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('user_roles').values({ user_id: user.id, role: 'ROLE_AT' }).execute();
  await addToTeam(t.db, user.id, await teamIdByName(t.db, 'Equipo Comercial'));
});
afterAll(async () => {
  await t?.close();
});

describe('19-1 a write cannot move a record out of its writer’s scope', () => {
  it("19-1 staff cannot move a card to another team's account: 403 and nothing stored (row, version, history, search index)", async () => {
    const created = await createCard('staff', OURS);
    const before = await stored(created.id);
    const moved = await t.as('staff', {
      method: 'PUT',
      url: `/api/modulos/tarjeta/${created.id}`,
      payload: { version: created.version, datos: { ...created.datos, cuenta: THEIRS } },
    });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().error.mensaje).toBe(DENIED_CARDS);
    expect(await stored(created.id)).toEqual(before);
    expect(before.row).toMatchObject({ version: 1, data: { cuenta: OURS } });
    expect(before.history).toHaveLength(1);
    // Staff still edits the card on its own team's account; the card editor (every account) may move it.
    const edited = await t.as('staff', {
      method: 'PUT',
      url: `/api/modulos/tarjeta/${created.id}`,
      payload: { version: 1, datos: { ...created.datos, titular: 'Otra Persona' } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const byEditor = await t.as('tarjetas', {
      method: 'PUT',
      url: `/api/modulos/tarjeta/${created.id}`,
      payload: { version: 2, datos: { ...edited.json().datos, cuenta: THEIRS } },
    });
    expect(byEditor.statusCode, byEditor.body).toBe(200);
    expect((await stored(created.id)).row).toMatchObject({ version: 3, data: { cuenta: THEIRS } });
  });

  it("19-1 the write's own authorization refuses in its transaction, after any early check: an update or a toggle out of scope stores nothing", async () => {
    // What the routes pass to every write (writeAuthorization), called as a request that passed the early
    // checks just before the record changed would reach it: the transaction alone must hold the line.
    const module = t.registry.get(t.config.modules.tarjeta.schema);
    const staffId = (await t.db.selectFrom('users').select('id').where('username', '=', 'staff').executeTakeFirstOrThrow()).id;
    const staff = (await loadPrincipal(t.db, staffId, false, principalSources(t.config)))!;
    const guard = t.config.modules.tarjeta.access.write;
    const authorized = writeAuthorization({
      user: staff,
      guard,
      scope: { kind: 'all' },
      linked: linkedGuardResolver(t.db, t.config, module, [guard]),
      refusal: () => new HttpError(403, 'sin_permisos', DENIED_CARDS),
    });
    const ours = await createCard('staff', OURS);
    const row = (await t.db.selectFrom('records').select('data').where('id', '=', ours.id).executeTakeFirstOrThrow()).data as Record<string, unknown>;
    const before = await stored(ours.id);
    await expect(updateRecord(t.db, module, ours.id, 1, { ...row, cuenta: THEIRS }, staff, undefined, authorized)).rejects.toMatchObject({ statusCode: 403 });
    expect(await stored(ours.id)).toEqual(before);
    // A card that is already another team's: neither its data nor its vigente flag changes.
    const theirs = await createCard('tarjetas', THEIRS);
    const theirsBefore = await stored(theirs.id);
    await expect(toggleVigente(t.db, module, theirs.id, 1, staff, undefined, authorized)).rejects.toMatchObject({ statusCode: 403 });
    await expect(setValues(t.db, module, theirs.id, 1, { titular: 'X' }, staff, () => true, authorized)).rejects.toMatchObject({ statusCode: 403 });
    expect(await stored(theirs.id)).toEqual(theirsBefore);
    // The same write the guard allows goes through.
    expect(await updateRecord(t.db, module, ours.id, 1, { ...row, titular: 'Permitido' }, staff, undefined, authorized)).toEqual({ status: 'ok', id: ours.id });
  });

  it("19-1 externo cannot move a contact to another account: the server keeps it in the user's account, and the write itself refuses another owner", async () => {
    const own = await createContact(AGENCIA);
    const sent = await t.as('externo', {
      method: 'PUT',
      url: `/api/modulos/contacto/${own.id}`,
      payload: { version: own.version, datos: { ...own.datos, cuenta: OTRA_AGENCIA, nombre: 'Anabel' } },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().datos.cuenta).toBe(AGENCIA);
    expect((await stored(own.id)).row).toMatchObject({ owner_account: String(AGENCIA), data: { cuenta: AGENCIA } });
    // The write's authorization, given another owner (record scope by account): 403, nothing stored.
    const module = t.registry.get(t.config.modules.contacto.schema);
    const externoId = (await t.db.selectFrom('users').select('id').where('username', '=', 'externo').executeTakeFirstOrThrow()).id;
    const externo = (await loadPrincipal(t.db, externoId, false, principalSources(t.config)))!;
    const guard = t.config.modules.contacto.access.write;
    const authorized = writeAuthorization({
      user: externo,
      guard,
      scope: recordScopeOf(externo, t.config.modules.contacto.recordScope),
      linked: null,
      refusal: () => new HttpError(403, 'sin_permisos', 'no'),
    });
    const before = await stored(own.id);
    const data = before.row!.data as Record<string, unknown>;
    await expect(
      updateRecord(t.db, module, own.id, before.row!.version, { ...data, cuenta: OTRA_AGENCIA }, externo, String(OTRA_AGENCIA), authorized),
    ).rejects.toMatchObject({ statusCode: 403 });
    expect(await stored(own.id)).toEqual(before);
    // Another account's contact is not found by the write, whatever it would set.
    const other = await createContact(OTRA_AGENCIA);
    const otherBefore = await stored(other.id);
    await expect(toggleVigente(t.db, module, other.id, 1, externo, false, authorized)).rejects.toMatchObject({ statusCode: 404 });
    expect(await stored(other.id)).toEqual(otherBefore);
  });

  it("19-1 row actions, vigente and delete on a card outside staff's write scope: refused, nothing stored", async () => {
    const theirs = await createCard('tarjetas', THEIRS);
    const before = await stored(theirs.id);
    const base = `/api/modulos/tarjeta/${theirs.id}`;
    for (const call of [
      { method: 'POST' as const, url: `${base}/anular/anulada`, payload: { version: 1 } },
      { method: 'POST' as const, url: `${base}/vigente`, payload: { version: 1 } },
      { method: 'DELETE' as const, url: base, payload: { version: 1, nuevo: true } },
      { method: 'DELETE' as const, url: base, payload: { version: 1 } },
    ]) {
      const res = await t.as('staff', call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json().error.mensaje).toBe(DENIED_CARDS);
    }
    expect(await stored(theirs.id)).toEqual(before);
    // The contact of another agency: not found for the external user, nothing stored.
    const other = await createContact(OTRA_AGENCIA);
    const otherBefore = await stored(other.id);
    for (const url of [`/api/modulos/contacto/${other.id}/anular/vigente`, `/api/modulos/contacto/${other.id}/vigente`]) {
      expect((await t.as('externo', { method: 'POST', url, payload: { version: 1 } })).statusCode).toBe(404);
    }
    expect(await stored(other.id)).toEqual(otherBefore);
  });

  it('19-1 a named save route (guardarCuenta) cannot move an account to another team: 403, nothing stored; the same save inside the team is taken', async () => {
    // A demo account of Equipo Comercial, the user's team.
    const id = OURS;
    const comercial = String(await teamIdByName(t.db, 'Equipo Comercial'));
    const read = await t.as('comercial', { method: 'GET', url: `/api/modulos/cuenta/${id}` });
    expect(read.statusCode, read.body).toBe(200);
    const before = await stored(id);
    const moved = await t.as('comercial', {
      method: 'POST',
      url: '/api/guardarCuenta',
      payload: { id, version: read.json().version, datos: { ...read.json().datos, equipos: [String(corporativo)] } },
    });
    expect(moved.statusCode).toBe(403);
    expect(await stored(id)).toEqual(before);
    const kept = await t.as('comercial', {
      method: 'POST',
      url: '/api/guardarCuenta',
      payload: { id, version: read.json().version, datos: { ...read.json().datos, telefono: '1144446666' } },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await stored(id)).row).toMatchObject({ version: before.row!.version + 1, data: { telefono: '1144446666', equipos: [comercial] } });
  });

  it('19-1 a transition by a user its guard refuses: 403, nothing stored; before the body is read', async () => {
    const pending = await t.db
      .selectFrom('records')
      .select(['id', 'version'])
      .where('module', '=', 'proveedor')
      .where(sql<boolean>`data ->> 'estado' = '1'`)
      .executeTakeFirstOrThrow();
    const before = await stored(pending.id);
    for (const payload of [{ version: pending.version }, {}, { version: 'x' }]) {
      const res = await t.as('compras', { method: 'POST', url: `/api/proveedores/autorizacion/${pending.id}/autorizar`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(403);
      const legacy = await t.as('compras', { method: 'POST', url: '/api/autorizaProveedor', payload: { ...payload, id: pending.id } });
      expect(legacy.statusCode).toBe(403);
    }
    expect(
      (await t.as('compras', { method: 'POST', url: '/api/autorizaProveedor', headers: { 'content-type': 'application/json' }, payload: 'null' })).statusCode,
    ).toBe(403);
    expect(await stored(pending.id)).toEqual(before);
    // Admin with a broken body hears the body's problem.
    expect((await t.as('admin', { method: 'POST', url: `/api/proveedores/autorizacion/${pending.id}/autorizar`, payload: {} })).statusCode).toBe(400);
  });
});

describe('19-9 access before input', () => {
  it('19-9 a caller without access hears 403 before any 400 about the query, the id or the body; a caller with access hears the 400', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/modulos/tarjeta?limit=abc' },
      { method: 'GET' as const, url: '/api/modulos/banco?noExiste=1' },
      { method: 'GET' as const, url: '/api/modulos/banco/exportar/csv?noExiste=1' },
      { method: 'GET' as const, url: '/api/modulos/banco/abc' },
      { method: 'GET' as const, url: '/api/modulos/banco/abc/historial' },
      { method: 'POST' as const, url: '/api/modulos/banco/1/vigente', payload: {} },
      { method: 'POST' as const, url: '/api/modulos/tarjeta/1/anular/anulada', payload: { version: 'x' } },
      { method: 'PUT' as const, url: '/api/modulos/banco/1', payload: { datos: 'no' } },
      { method: 'POST' as const, url: '/api/modulos/banco', payload: { datos: 'no' } },
      { method: 'POST' as const, url: '/api/guardarCuenta', payload: { datos: 'no' } },
      { method: 'POST' as const, url: '/api/getProveedoresByEstado/9' },
    ];
    for (const call of calls) {
      const refused = await t.as('sinpermisos', call);
      expect(refused.statusCode, `${call.method} ${call.url}: ${refused.body}`).toBe(403);
      expect(refused.json().error.mensaje).toBeTruthy();
      const answered = await t.as('admin', call);
      expect(answered.statusCode, `admin ${call.method} ${call.url}: ${answered.body}`).toBe(400);
    }
  });

  it('19-9 every module: its list, export, record, history and vigente answer a caller without access 403 whatever the query, id or body', async () => {
    for (const name of Object.keys(t.config.modules)) {
      const base = `/api/modulos/${name}`;
      for (const call of [
        { method: 'GET' as const, url: `${base}?limit=abc&noExiste=1` },
        { method: 'GET' as const, url: `${base}/exportar/csv?noExiste=1` },
        { method: 'GET' as const, url: `${base}/abc` },
        { method: 'GET' as const, url: `${base}/abc/historial` },
        { method: 'POST' as const, url: `${base}/abc/vigente`, payload: { version: 'x' } },
      ]) {
        const res = await t.as('sinpermisos', call);
        expect(res.statusCode, `${call.method} ${call.url}: ${res.body}`).toBe(403);
      }
    }
  });

  it('19-9 a row action on a record outside the caller’s scope is refused before its field is checked', async () => {
    const theirs = await createCard('tarjetas', THEIRS);
    const res = await t.as('staff', { method: 'POST', url: `/api/modulos/tarjeta/${theirs.id}/alternar/noDeclarado`, payload: { version: 1 } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.mensaje).toBe(DENIED_CARDS);
    const other = await createContact(OTRA_AGENCIA);
    expect((await t.as('externo', { method: 'POST', url: `/api/modulos/contacto/${other.id}/anular/noDeclarado`, payload: { version: 1 } })).statusCode).toBe(
      404,
    );
    // Whoever may write the record hears about the field.
    const declared = await t.as('tarjetas', { method: 'POST', url: `/api/modulos/tarjeta/${theirs.id}/alternar/noDeclarado`, payload: { version: 1 } });
    expect(declared.statusCode).toBe(400);
    expect(declared.json().error.codigo).toBe('campo_invalido');
  });

  it('19-9 a token-mode export naming another opportunity is refused as the list is; its own opportunity exports', async () => {
    const opportunity = (
      await t.as('staff', {
        method: 'POST',
        url: '/api/modulos/oportunidad',
        payload: { datos: { nombre: 'Prueba - Perú', cuenta: OURS, etapa: 'oportunidad' } },
      })
    ).json().id as number;
    const other = (
      await t.as('staff', {
        method: 'POST',
        url: '/api/modulos/oportunidad',
        payload: { datos: { nombre: 'Prueba - Chile', cuenta: OURS, etapa: 'oportunidad' } },
      })
    ).json().id as number;
    const owner = await t.db.selectFrom('users').select('id').where('username', '=', 'externo').executeTakeFirstOrThrow();
    const token = 'token-19-9-export';
    await t.db
      .insertInto('temp_tokens')
      .values({
        token_hash: tempTokenHash(token),
        user_id: owner.id,
        expires_at: new Date(Date.now() + 3_600_000),
        id_cuenta_prospect_crm: null,
        usuario_sua: 'externo',
        usuariosfa_ua: null,
        cuenta: OURS,
        oportunidad: opportunity,
      })
      .execute();
    const asToken = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const base = '/api/modulos/contactooportunidad';
    expect((await asToken(`${base}?oportunidad=${other}`)).statusCode).toBe(403);
    for (const formato of ['csv', 'xlsx']) {
      const refused = await asToken(`${base}/exportar/${formato}?oportunidad=${other}`);
      expect(refused.statusCode, refused.body.slice(0, 200)).toBe(403);
      expect(refused.json().error.mensaje).toBe('No tiene permisos para acceder a este módulo');
      expect((await asToken(`${base}/exportar/${formato}?oportunidad=${opportunity}`)).statusCode).toBe(200);
    }
  });
});
