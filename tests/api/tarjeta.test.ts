/** Cards (CRD-*) through the generic module API: access, encryption at rest, "ver datos", the rules. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from './helpers/testApp';
import { accountNamed } from './helpers/accountOf';
import { hashPassword } from '../../server/identity/passwords';
import { teamOfUser } from './helpers/teams';
import { grantArea } from '../support/permissionRecords';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await addUser('editorsinpermiso', ['ROLE_EDITOR_TC'], []);
  await addUser('tarjetaslectura', ['ROLE_EDITOR_TC'], [{ area: 'tarjetas', escritura: false }]);
  await addUser('sinequipo', ['ROLE_AT'], [{ area: 'tarjetas', escritura: true }]);
  // The cards of this file belong to a demo account of another team than staff's (Equipo Corporativo).
  defaultCuenta = Number(
    (
      await t.db
        .selectFrom('records')
        .select('id')
        .where('module', '=', 'cuenta')
        .where(sql<boolean>`data ->> 'mostrarNombre' = 'Corporación Pampa S.A.'`)
        .executeTakeFirstOrThrow()
    ).id,
  );
  for (const [name, descripcion] of Object.entries(BANKS))
    bank[name] = Number(
      (
        await t.db
          .selectFrom('records')
          .select('id')
          .where('module', '=', 'banco')
          .where(sql<boolean>`data ->> 'descripcion' = ${descripcion}`)
          .executeTakeFirstOrThrow()
      ).id,
    );
});
afterAll(async () => {
  await t?.close();
});

/** A user of this file's own (a role without the permission, read-only permission). */
async function addUser(username: string, roles: string[], permissions: Array<{ area: string; escritura: boolean }>) {
  const user = await t.db
    .insertInto('users')
    .values({
      username,
      nombre: username,
      password_hash: await hashPassword('x'),
      email: `${username}@prueba.local`,
      account_id: null,
      id_crm: `usr-${username}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (roles.length)
    await t.db
      .insertInto('user_roles')
      .values(roles.map((role) => ({ user_id: user.id, role })))
      .execute();
  for (const p of permissions) await grantArea(t, user.id, p.area, { escritura: p.escritura });
}

const VISA = '4111111111111111';
const MASTER = '5555555555554444';
const AMEX = '378282246310005';
let defaultCuenta: number;
/** The demo banks of the banco module the cards link (CRD-15, CRD-OP01), by the spec's names (CRD-16). */
const BANKS = {
  GALICIA: 'Banco Galicia',
  SANTANDER: 'Banco Santander',
  AMEX_DIRECTO: 'Amex Directo',
  HIPOTECARIO: 'Banco Hipotecario',
  NACION: 'Banco de la Nación Argentina',
  PATAGONIA: 'Banco Patagonia',
  HSBC: 'HSBC Argentina',
} as const;
const bank: Record<string, number> = {};
const card = (over: Record<string, unknown> = {}) => ({
  cuenta: defaultCuenta,
  prestadora: 'VISA',
  banco: bank.GALICIA,
  numero: VISA,
  fechaVencimiento: '12/30',
  titular: 'Laura Gómez',
  confirmaDuplicado: true,
  ...over,
});
const countCards = async () =>
  Number(
    (
      await t.db
        .selectFrom('records')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('module', '=', 'tarjeta')
        .executeTakeFirstOrThrow()
    ).n,
  );
const create = async (over: Record<string, unknown> = {}, user = 'tarjetas') =>
  t.as(user, { method: 'POST', url: '/api/modulos/tarjeta', payload: { datos: card(over) } });
const rawRow = async (id: number) => JSON.stringify((await t.db.selectFrom('records').select('data').where('id', '=', id).executeTakeFirstOrThrow()).data);

describe('the card record (CRD-04, CRD-06, CRD-07, CRD-OP01)', () => {
  it('CRD-04 CRD-OP01 a card holds its number, brand (prestadora, from the tarjetas lookup), bank and expiry; CRD-07 saved, CRD-06 loaded by id', async () => {
    const created = await create({ prestadora: 'MASTERCARD', banco: bank.SANTANDER, numero: MASTER, fechaVencimiento: '07/31', titular: 'Registro Prueba' });
    expect(created.statusCode).toBe(201);
    const { id, idCrm, version } = created.json();
    expect(typeof idCrm).toBe('string');
    const loaded = await t.as('tarjetas', { method: 'GET', url: `/api/modulos/tarjeta/${id}` });
    expect(loaded.json()).toMatchObject({
      id,
      version,
      datos: { prestadora: 'MASTERCARD', banco: bank.SANTANDER, numero: 'XXXXXXXXXXXX4444', fechaVencimiento: '07/31' },
    });
    const saved = await t.as('tarjetas', {
      method: 'PUT',
      url: `/api/modulos/tarjeta/${id}`,
      payload: { version, datos: { ...loaded.json().datos, fechaVencimiento: '08/31' } },
    });
    expect(saved.json()).toMatchObject({ version: version + 1, datos: { fechaVencimiento: '08/31' } });
    const unknownBrand = await create({ prestadora: 'NOEXISTE' });
    expect(unknownBrand.json().error.campos).toEqual([{ path: 'prestadora', mensaje: 'El valor elegido en Prestadora no es una opción válida.' }]);
  });
});

describe('card access (CRD-19, CRD-20, CRD-21)', () => {
  it('CRD-19 admin and the card editor with the card permission create, read and list cards', async () => {
    const byAdmin = await create({}, 'admin');
    expect(byAdmin.statusCode).toBe(201);
    const byEditor = await create({ numero: MASTER, prestadora: 'MASTERCARD' }, 'tarjetas');
    expect(byEditor.statusCode).toBe(201);
    expect((await t.as('tarjetas', { method: 'GET', url: `/api/modulos/tarjeta/${byAdmin.json().id}` })).statusCode).toBe(200);
    expect((await t.as('admin', { method: 'GET', url: '/api/modulos/tarjeta' })).json().total).toBeGreaterThanOrEqual(2);
  });

  it('CRD-19 a user who is neither admin, card editor nor of the account team is refused with the card message, nothing stored', async () => {
    const id = (await create()).json().id;
    const before = await countCards();
    for (const user of ['sinpermisos', 'bancos', 'externo']) {
      const get = await t.as(user, { method: 'GET', url: `/api/modulos/tarjeta/${id}` });
      expect(get.statusCode).toBe(403);
      expect(get.json().error.mensaje).toBe('No tiene permisos para ver/editar tarjetas.');
      const post = await create({}, user);
      expect(post.statusCode).toBe(403);
      expect(post.json().error.mensaje).toBe('No tiene permisos para ver/editar tarjetas.');
    }
    expect((await t.as('bancos', { method: 'GET', url: '/api/modulos/tarjeta' })).json().error.mensaje).toBe('No tiene permisos para ver/editar tarjetas.');
    expect(await countCards()).toBe(before);
  });

  it('CRD-20 the card editor role without the card permission can neither view nor edit', async () => {
    const id = (await create()).json().id;
    const before = await countCards();
    const get = await t.as('editorsinpermiso', { method: 'GET', url: `/api/modulos/tarjeta/${id}` });
    expect(get.statusCode).toBe(403);
    expect(get.json().error.mensaje).toBe('No tiene permisos para ver/editar tarjetas.');
    const reveal = await t.as('editorsinpermiso', { method: 'POST', url: `/api/modulos/tarjeta/${id}/revelar/numero` });
    expect(reveal.statusCode).toBe(403);
    expect((await create({}, 'editorsinpermiso')).statusCode).toBe(403);
    expect(await countCards()).toBe(before);
  });

  it("CRD-21 with only 'r' on the card permission the card reads but does not save", async () => {
    const created = (await create()).json();
    expect((await t.as('tarjetaslectura', { method: 'GET', url: `/api/modulos/tarjeta/${created.id}` })).statusCode).toBe(200);
    const put = await t.as('tarjetaslectura', {
      method: 'PUT',
      url: `/api/modulos/tarjeta/${created.id}`,
      payload: { version: created.version, datos: { ...created.datos, titular: 'Otro' } },
    });
    expect(put.statusCode).toBe(403);
    expect((await t.as('admin', { method: 'GET', url: `/api/modulos/tarjeta/${created.id}` })).json()).toMatchObject({
      version: 1,
      datos: { titular: 'Laura Gómez' },
    });
  });
});

describe("the account's team (CRD-19)", () => {
  /** An account record holding `equipos` (written straight to the table: the test is about the card's guard). */
  async function account(equipos: string[], more: Record<string, unknown> = {}) {
    const row = await t.db
      .insertInto('records')
      .values({ module: 'cuenta', id_crm: `cta-${Math.random()}`, data: JSON.stringify({ equipos, ...more }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }
  const teamOfStaff = async () => String(await teamOfUser(t.db, 'staff'));

  it("CRD-19 a member of the account's team with the card permission sees, edits and reveals that account's cards", async () => {
    const mine = await account([await teamOfStaff()]);
    const created = (await create({ cuenta: mine }, 'admin')).json();
    const get = await t.as('staff', { method: 'GET', url: `/api/modulos/tarjeta/${created.id}` });
    expect(get.statusCode).toBe(200);
    expect(get.json().enlazados).toEqual({ 'cuenta.equipos': [await teamOfStaff()] });
    const put = await t.as('staff', {
      method: 'PUT',
      url: `/api/modulos/tarjeta/${created.id}`,
      payload: { version: 1, datos: { ...created.datos, titular: 'Del equipo' } },
    });
    expect(put.statusCode).toBe(200);
    expect((await t.as('staff', { method: 'POST', url: `/api/modulos/tarjeta/${created.id}/revelar/numero` })).json().valor).toBe(VISA);
  });

  it("CRD-19 a member of the account's team creates a card for it, not for another team's account", async () => {
    const mine = await account([await teamOfStaff()]);
    const other = await account(['999']);
    expect((await create({ cuenta: mine }, 'staff')).statusCode).toBe(201);
    const before = await countCards();
    const refused = await create({ cuenta: other }, 'staff');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.mensaje).toBe('No tiene permisos para ver/editar tarjetas.');
    expect(await countCards()).toBe(before);
  });

  it('CRD-18 a card of an inactive account is read-only for everyone; of a supplier account, for all but admins', async () => {
    const inactive = (await create({ cuenta: await account(['999'], { activo: false }) }, 'admin')).json();
    const put = await t.as('tarjetas', {
      method: 'PUT',
      url: `/api/modulos/tarjeta/${inactive.id}`,
      payload: { version: 1, datos: { ...inactive.datos, titular: 'Cambio' } },
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().error.mensaje).toBe('No se puede modificar este registro: La cuenta de la tarjeta no está activa: la tarjeta es de solo lectura.');
    expect(
      (await t.as('admin', { method: 'PUT', url: `/api/modulos/tarjeta/${inactive.id}`, payload: { version: 1, datos: inactive.datos } })).statusCode,
    ).toBe(403);
    const supplier = (await create({ cuenta: await account(['999'], { esProveedor: true, activo: true }) }, 'admin')).json();
    const byEditor = await t.as('tarjetas', {
      method: 'PUT',
      url: `/api/modulos/tarjeta/${supplier.id}`,
      payload: { version: 1, datos: { ...supplier.datos, titular: 'Cambio' } },
    });
    expect(byEditor.json().error.mensaje).toBe(
      'No se puede modificar este registro: La cuenta de la tarjeta es un proveedor: solo un administrador puede modificarla.',
    );
    expect(
      (
        await t.as('admin', {
          method: 'PUT',
          url: `/api/modulos/tarjeta/${supplier.id}`,
          payload: { version: 1, datos: { ...supplier.datos, titular: 'Cambio' } },
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.as('admin', { method: 'GET', url: `/api/modulos/tarjeta/${inactive.id}` })).json()).toMatchObject({
      version: 1,
      enlazados: { 'cuenta.activo': false },
    });
  });

  it('CRD-22 a user with the card permission who belongs to no team is told so, with their id; nothing stored', async () => {
    const id = (await create({}, 'admin')).json().id;
    const user = await t.db.selectFrom('users').select('id').where('username', '=', 'sinequipo').executeTakeFirstOrThrow();
    const message = `No se encuentra en equipo asociado al usuario con id ${user.id}`;
    const get = await t.as('sinequipo', { method: 'GET', url: `/api/modulos/tarjeta/${id}` });
    expect(get.statusCode).toBe(403);
    expect(get.json().error.mensaje).toBe(message);
    expect((await t.as('sinequipo', { method: 'GET', url: '/api/modulos/tarjeta' })).json().error.mensaje).toBe(message);
    const before = await countCards();
    expect((await create({}, 'sinequipo')).json().error.mensaje).toBe(message);
    expect(await countCards()).toBe(before);
    // Without the card permission the card message stays (the team is not what is missing).
    expect((await t.as('bancos', { method: 'GET', url: `/api/modulos/tarjeta/${id}` })).json().error.mensaje).toBe(
      'No tiene permisos para ver/editar tarjetas.',
    );
  });

  it("CRD-19 another team's card is refused with the card message, and the whole list without the account's filter", async () => {
    const other = await account(['999']);
    const created = (await create({ cuenta: other }, 'admin')).json();
    const get = await t.as('staff', { method: 'GET', url: `/api/modulos/tarjeta/${created.id}` });
    expect(get.statusCode).toBe(403);
    expect(get.json().error.mensaje).toBe('No tiene permisos para ver/editar tarjetas.');
    expect((await t.as('staff', { method: 'POST', url: `/api/modulos/tarjeta/${created.id}/revelar/numero` })).statusCode).toBe(403);
    expect((await t.as('staff', { method: 'GET', url: '/api/modulos/tarjeta' })).statusCode).toBe(403);
  });
});

describe('card numbers encrypted at rest and masked (CRD-08, CRD-OP03)', () => {
  it('CRD-OP03 the stored row, its history and its search entry never hold the clear number', async () => {
    const created = (await create({ numero: '4000056655665556', titular: 'Cifrado Prueba' })).json();
    const raw = await rawRow(created.id);
    expect(raw).not.toContain('4000056655665556');
    expect(raw).not.toContain('400005665566');
    expect(raw).toContain('cifrado:v1:');
    const history = await t.db.selectFrom('record_history').select('changes').where('record_id', '=', created.id).execute();
    expect(JSON.stringify(history)).not.toContain('4000056655665556');
    const search = await t.db.selectFrom('record_search').selectAll().where('record_id', '=', created.id).execute();
    expect(JSON.stringify(search)).not.toContain('4000056655665556');
    // Only the last four digits, which every answer shows, are searchable (issue 21).
    expect(JSON.stringify(search)).not.toContain('400005665566');
    expect(search[0].search_text).toBe('cifrado prueba 5556');
  });

  it('CRD-OP03 every answer shows the number masked but its last 4 digits: create, get, list, history, export', async () => {
    const created = await create({ numero: '4000000000000002', titular: 'Máscara Prueba' });
    expect(created.json().datos.numero).toBe('XXXXXXXXXXXX0002');
    const id = created.json().id;
    const get = await t.as('tarjetas', { method: 'GET', url: `/api/modulos/tarjeta/${id}` });
    expect(get.json().datos.numero).toBe('XXXXXXXXXXXX0002');
    const list = await t.as('tarjetas', { method: 'GET', url: `/api/modulos/tarjeta?texto=${encodeURIComponent('máscara')}` });
    expect(list.json().datos.map((r: { datos: { numero: string } }) => r.datos.numero)).toEqual(['XXXXXXXXXXXX0002']);
    const history = await t.as('tarjetas', { method: 'GET', url: `/api/modulos/tarjeta/${id}/historial` });
    expect(JSON.stringify(history.json())).not.toContain('4000000000000002');
    expect(history.json().datos[0].cambios.find((c: { campo: string }) => c.campo === 'numero').despues).toBe('XXXXXXXXXXXX0002');
    const csv = await t.as('tarjetas', { method: 'GET', url: `/api/modulos/tarjeta/exportar/csv?texto=${encodeURIComponent('máscara')}` });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain('4000000000000002');
    expect(csv.body).toContain('XXXX-XXXX-XXXX-0002');
    const xlsx = await t.as('tarjetas', { method: 'GET', url: `/api/modulos/tarjeta/exportar/xlsx?texto=${encodeURIComponent('máscara')}` });
    expect(xlsx.statusCode).toBe(200);
  });

  it('CRD-OP03 a card sent back as it was read (masked) keeps its number; a changed number is stored anew', async () => {
    const created = (await create({ numero: '4242424242424242' })).json();
    const same = await t.as('tarjetas', { method: 'PUT', url: `/api/modulos/tarjeta/${created.id}`, payload: { version: 1, datos: created.datos } });
    expect(same.statusCode).toBe(200);
    expect(same.json().version).toBe(1); // nothing changed, nothing written
    const edited = await t.as('tarjetas', {
      method: 'PUT',
      url: `/api/modulos/tarjeta/${created.id}`,
      payload: { version: 1, datos: { ...created.datos, fechaVencimiento: '01/31' } },
    });
    expect(edited.json()).toMatchObject({ version: 2, datos: { numero: 'XXXXXXXXXXXX4242', fechaVencimiento: '01/31' } });
    const history = (await t.as('tarjetas', { method: 'GET', url: `/api/modulos/tarjeta/${created.id}/historial` })).json().datos;
    expect(history[0].cambios.map((c: { campo: string }) => c.campo)).toEqual(['fechaVencimiento']);
    const reveal = await t.as('tarjetas', { method: 'POST', url: `/api/modulos/tarjeta/${created.id}/revelar/numero` });
    expect(reveal.json().valor).toBe('4242424242424242');
    const changed = await t.as('tarjetas', {
      method: 'PUT',
      url: `/api/modulos/tarjeta/${created.id}`,
      payload: { version: 2, datos: { ...edited.json().datos, numero: '5200828282828210' } },
    });
    expect(changed.json().datos.numero).toBe('XXXXXXXXXXXX8210');
    expect((await t.as('tarjetas', { method: 'POST', url: `/api/modulos/tarjeta/${created.id}/revelar/numero` })).json().valor).toBe('5200828282828210');
  });

  it('CRD-OP03 a mask that does not match the stored number is refused, nothing written', async () => {
    const created = (await create({ numero: '4917610000000000' })).json();
    const forged = await t.as('tarjetas', {
      method: 'PUT',
      url: `/api/modulos/tarjeta/${created.id}`,
      payload: { version: 1, datos: { ...created.datos, numero: 'XXXXXXXXXXXX1111' } },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.campos).toEqual([{ path: 'numero', mensaje: 'El campo Número no puede guardarse enmascarado: ingrese el valor completo.' }]);
    const created2 = await create({ numero: 'XXXXXXXXXXXX0000' });
    expect(created2.statusCode).toBe(400);
    expect(created2.json().error.campos).toEqual([{ path: 'numero', mensaje: 'El campo Número no puede guardarse enmascarado: ingrese el valor completo.' }]);
    expect((await t.as('admin', { method: 'GET', url: `/api/modulos/tarjeta/${created.id}` })).json().version).toBe(1);
  });

  it('CRD-08 the stale-save answer (409) carries the current card masked', async () => {
    const created = (await create({ numero: '4012888888881881' })).json();
    await t.as('tarjetas', {
      method: 'PUT',
      url: `/api/modulos/tarjeta/${created.id}`,
      payload: { version: 1, datos: { ...created.datos, titular: 'Primera' } },
    });
    const stale = await t.as('admin', {
      method: 'PUT',
      url: `/api/modulos/tarjeta/${created.id}`,
      payload: { version: 1, datos: { ...created.datos, titular: 'Segunda' } },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.actual.datos.numero).toBe('XXXXXXXXXXXX1881');
    expect(stale.body).not.toContain('4012888888881881');
  });
});

describe('ver datos (CRD-09, CRD-10)', () => {
  it('CRD-09 "ver datos" answers the full number to a user who may see the card', async () => {
    const id = (await create({ numero: AMEX, prestadora: 'AMEX', banco: bank.HSBC })).json().id;
    const res = await t.as('tarjetas', { method: 'POST', url: `/api/modulos/tarjeta/${id}/revelar/numero` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valor: AMEX });
  });

  it('CRD-10 each view is recorded with who, when and which card; a refused view records nothing', async () => {
    const id = (await create({ numero: '6011111111111117', prestadora: 'CABAL' })).json().id;
    const views = () => t.db.selectFrom('field_reveals').selectAll().where('module', '=', 'tarjeta').where('record_id', '=', id).execute();
    const started = Date.now();
    await t.as('tarjetas', { method: 'POST', url: `/api/modulos/tarjeta/${id}/revelar/numero` });
    await t.as('admin', { method: 'POST', url: `/api/modulos/tarjeta/${id}/revelar/numero` });
    expect((await t.as('sinpermisos', { method: 'POST', url: `/api/modulos/tarjeta/${id}/revelar/numero` })).statusCode).toBe(403);
    const rows = await views();
    expect(rows.map((r) => [r.username, r.field])).toEqual([
      ['tarjetas', 'numero'],
      ['admin', 'numero'],
    ]);
    expect(new Date(rows[0].revealed_at).getTime()).toBeGreaterThanOrEqual(started - 1000);
  });

  it('CRD-09 only encrypted fields can be revealed, and only of a card that exists', async () => {
    const id = (await create()).json().id;
    expect((await t.as('tarjetas', { method: 'POST', url: `/api/modulos/tarjeta/${id}/revelar/titular` })).statusCode).toBe(400);
    expect((await t.as('tarjetas', { method: 'POST', url: '/api/modulos/tarjeta/999999/revelar/numero' })).statusCode).toBe(404);
  });
});

describe('card rules', () => {
  it('CRD-17 CRD-OP02 a number of 16 digits that another card has is flagged until the user confirms it; nothing stored meanwhile', async () => {
    await create({ numero: '4111111111111129', confirmaDuplicado: false });
    const before = await countCards();
    const dup = await create({ numero: '4111111111111129', confirmaDuplicado: false });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error.campos).toEqual([
      { path: 'numero', mensaje: 'Ya existe otra tarjeta con este número. Marque «Confirmar número repetido» para guardarla igual.' },
    ]);
    expect(await countCards()).toBe(before);
    expect((await create({ numero: '4111111111111129', confirmaDuplicado: true })).statusCode).toBe(201);
  });

  it('CRD-17 the duplicate check asks the server by fingerprint (existe) and ignores the card itself', async () => {
    const created = (await create({ numero: '4556737586899855', confirmaDuplicado: false })).json();
    const ask = (excluir?: number) =>
      t.as('tarjetas', { method: 'GET', url: `/api/modulos/tarjeta/existe?campo=numero&valor=4556737586899855${excluir ? `&excluir=${excluir}` : ''}` });
    expect((await ask()).json()).toEqual({ existe: true });
    expect((await ask(created.id)).json()).toEqual({ existe: false });
    const edit = await t.as('tarjetas', {
      method: 'PUT',
      url: `/api/modulos/tarjeta/${created.id}`,
      payload: { version: 1, datos: { ...created.datos, numero: '4556737586899855', titular: 'Sin duplicado' } },
    });
    expect(edit.statusCode).toBe(200);
  });

  it('CRD-17 a number under 16 digits is not checked for duplicates', async () => {
    await create({ numero: '371449635398431', prestadora: 'AMEX', banco: bank.HSBC, confirmaDuplicado: false });
    expect((await create({ numero: '371449635398431', prestadora: 'AMEX', banco: bank.HSBC, confirmaDuplicado: false })).statusCode).toBe(201);
  });

  it('CRD-16 a bank (of the banco module) the card brand excludes is refused; an allowed one is accepted', async () => {
    const before = await countCards();
    const visaAmexDirecto = await create({ prestadora: 'VISA', banco: bank.AMEX_DIRECTO });
    expect(visaAmexDirecto.statusCode).toBe(400);
    expect(visaAmexDirecto.json().error.campos).toEqual([{ path: 'banco', mensaje: 'El valor elegido en Banco no es una opción válida.' }]);
    expect((await create({ prestadora: 'MASTERCARD', numero: MASTER, banco: bank.HIPOTECARIO })).statusCode).toBe(400);
    expect((await create({ prestadora: 'AMEX', numero: AMEX, banco: bank.NACION })).statusCode).toBe(400);
    // A bank that is not a record of the banco module is no bank.
    expect((await create({ prestadora: 'VISA', banco: defaultCuenta })).json().error.campos).toEqual([
      { path: 'banco', mensaje: 'El registro vinculado en Banco no existe o no está disponible.' },
    ]);
    expect(await countCards()).toBe(before);
    expect((await create({ prestadora: 'AMEX', numero: AMEX, banco: bank.PATAGONIA })).statusCode).toBe(201);
    expect((await create({ prestadora: 'VISA', banco: bank.HIPOTECARIO })).statusCode).toBe(201);
  });

  it('CRD-OP05 the expiry is required, MM/AA and not earlier than the current month; the number 15 to 19 digits', async () => {
    const before = await countCards();
    const expired = await create({ fechaVencimiento: '01/20' });
    expect(expired.json().error.campos).toEqual([{ path: 'fechaVencimiento', mensaje: 'La fecha de vencimiento no puede ser anterior al mes actual.' }]);
    const format = await create({ fechaVencimiento: '2030-12' });
    expect(format.json().error.campos).toEqual([{ path: 'fechaVencimiento', mensaje: 'Ingrese el vencimiento como MM/AA.' }]);
    const short = await create({ numero: '41111111' });
    expect(short.json().error.campos).toEqual([{ path: 'numero', mensaje: 'El número de tarjeta debe tener entre 15 y 19 dígitos.' }]);
    const missing = await t.as('tarjetas', { method: 'POST', url: '/api/modulos/tarjeta', payload: { datos: { cuenta: defaultCuenta, prestadora: 'VISA' } } });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .error.campos.map((c: { path: string }) => c.path)
        .sort(),
    ).toEqual(['fechaVencimiento', 'numero']);
    expect(await countCards()).toBe(before);
  });

  it('CRD-11 a card is voided (anulada) with its history; a save cannot undo it (read-only field)', async () => {
    const created = (await create()).json();
    const annul = await t.as('tarjetas', { method: 'POST', url: `/api/modulos/tarjeta/${created.id}/anular/anulada`, payload: { version: 1 } });
    expect(annul.json()).toMatchObject({ version: 2, datos: { anulada: true } });
    const put = await t.as('tarjetas', {
      method: 'PUT',
      url: `/api/modulos/tarjeta/${created.id}`,
      payload: { version: 2, datos: { ...annul.json().datos, anulada: false, titular: 'Cambio' } },
    });
    expect(put.json().datos).toMatchObject({ anulada: true, titular: 'Cambio' });
    const history = (await t.as('tarjetas', { method: 'GET', url: `/api/modulos/tarjeta/${created.id}/historial` })).json().datos;
    expect(history[1].cambios).toEqual([{ campo: 'anulada', etiqueta: 'Anulada', antes: null, despues: true }]);
  });

  it("CRD-11 voiding needs the card permission's write level", async () => {
    const created = (await create()).json();
    const res = await t.as('tarjetaslectura', { method: 'POST', url: `/api/modulos/tarjeta/${created.id}/anular/anulada`, payload: { version: 1 } });
    expect(res.statusCode).toBe(403);
    expect((await t.as('admin', { method: 'GET', url: `/api/modulos/tarjeta/${created.id}` })).json().datos.anulada).toBeUndefined();
  });

  it('CRD-15 BAC-09 the card brands are a lookup; the banks are the banco module, the same source bank accounts link', async () => {
    const brands = (await t.as('tarjetas', { method: 'GET', url: '/api/combos/tarjetas' })).json().datos;
    expect(brands.map((o: { codigo: string }) => o.codigo)).toEqual(expect.arrayContaining(['VISA', 'MASTERCARD', 'AMEX']));
    expect((await t.as('tarjetas', { method: 'GET', url: '/api/combos/bancos' })).statusCode).toBe(404);
    const banks = (await t.as('tarjetas', { method: 'GET', url: '/api/modulos/banco?vigente=true&limit=100' })).json().datos;
    expect(banks.map((b: { datos: { descripcion: string } }) => b.datos.descripcion)).toEqual(expect.arrayContaining(Object.values(BANKS)));
    const schemas = [t.registry.get('tarjeta').schema.properties.banco, t.registry.get('cuentabancaria').schema.properties.banco];
    expect(schemas.map((p) => (p['x-link'] as { kind: string }).kind)).toEqual(['banco', 'banco']);
    expect(t.config.links?.banco?.module).toBe('banco');
  });

  it('CRD-OP04 a save says the spec texts: registered on success, the D1 error text on failure', () => {
    const messages = t.config.modules.tarjeta.messages;
    expect(messages.saveSuccess).toBe('tarjeta.saveSuccess');
    expect(messages.saveError).toBe('tarjeta.saveError');
  });
});

describe('the search index (x-encrypted)', () => {
  it('CRD-OP03 searching by the number finds nothing: it is not in the index', async () => {
    await create({ numero: '4035501000000008', titular: 'Índice Prueba' });
    const res = await t.as('tarjetas', { method: 'GET', url: '/api/modulos/tarjeta?texto=4035501000000008' });
    expect(res.json().total).toBe(0);
    const rows = await sql<{ n: number }>`select count(*)::int as n from record_search where search_text like ${'%4035501000000008%'}`.execute(t.db);
    expect(rows.rows[0].n).toBe(0);
  });
});

describe('issue 21: cards findable by their last four digits, listed with their account', () => {
  it('21 a card is found by its last four digits (the index holds only them), never by its whole number', async () => {
    const id = (await create({ numero: '6011000990139424', titular: 'Cuatro Finales' })).json().id;
    const found = await t.as('tarjetas', { method: 'GET', url: '/api/modulos/tarjeta?texto=9424&limit=10&offset=0' });
    expect(found.statusCode).toBe(200);
    expect(found.json().datos.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(found.json().datos[0].datos.numero).toBe('XXXXXXXXXXXX9424');
    expect((await t.as('tarjetas', { method: 'GET', url: '/api/modulos/tarjeta?texto=6011000990139424' })).json().total).toBe(0);
    const entry = await t.db.selectFrom('record_search').select('search_text').where('record_id', '=', id).executeTakeFirstOrThrow();
    expect(entry.search_text).toBe('cuatro finales 9424');
    // A changed number changes what is found.
    const card = (await t.as('tarjetas', { method: 'GET', url: `/api/modulos/tarjeta/${id}` })).json();
    await t.as('tarjetas', {
      method: 'PUT',
      url: `/api/modulos/tarjeta/${id}`,
      payload: { version: card.version, datos: { ...card.datos, numero: '6011111111111117' } },
    });
    expect((await t.as('tarjetas', { method: 'GET', url: '/api/modulos/tarjeta?texto=9424' })).json().total).toBe(0);
    const changed = (await t.as('tarjetas', { method: 'GET', url: '/api/modulos/tarjeta?texto=1117&limit=100&offset=0' })).json().datos as Array<{
      id: number;
      datos: { numero: string };
    }>;
    expect(changed.map((r) => r.id)).toContain(id);
    expect(changed.every((r) => r.datos.numero.endsWith('1117'))).toBe(true);
  });

  it("21 the list names each card's account (extras.nombres, read with the page), the row keeps the id", async () => {
    const id = (await create({ titular: 'Con Cuenta' })).json().id;
    const list = await t.as('tarjetas', { method: 'GET', url: '/api/modulos/tarjeta?texto=con cuenta&limit=10&offset=0' });
    expect(list.json().datos.find((r: { id: number }) => r.id === id).datos.cuenta).toBe(defaultCuenta);
    expect(list.json().extras.nombres).toEqual({
      cuenta: { [String(defaultCuenta)]: 'Corporación Pampa S.A.' },
      banco: { [String(bank.GALICIA)]: 'Banco Galicia' },
    });
  });
});

describe('removing a card from its account (CRD-12, CRD-13, CRD-OP06)', () => {
  const remove = (id: number, payload: Record<string, unknown>, user = 'tarjetas') =>
    t.as(user, { method: 'DELETE', url: `/api/modulos/tarjeta/${id}`, payload });

  it('CRD-13 CRD-12 removing a saved card marks it eliminar: out of use (vigente off), kept with its history; a stale version or a reader changes nothing', async () => {
    const created = (await create()).json();
    const reader = await remove(created.id, { version: 1 }, 'tarjetaslectura');
    expect(reader.statusCode).toBe(403);
    const stranger = await remove(created.id, { version: 1 }, 'bancos');
    expect(stranger.json().error.mensaje).toBe('No tiene permisos para ver/editar tarjetas.');
    await t.as('tarjetas', {
      method: 'PUT',
      url: `/api/modulos/tarjeta/${created.id}`,
      payload: { version: 1, datos: { ...created.datos, titular: 'Antes de borrar' } },
    });
    expect((await remove(created.id, { version: 1 })).statusCode).toBe(409);
    const before = await countCards();
    const done = await remove(created.id, { version: 2 });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: created.id, vigente: false, version: 3 });
    expect(await countCards()).toBe(before);
    const history = (await t.as('tarjetas', { method: 'GET', url: `/api/modulos/tarjeta/${created.id}/historial` })).json().datos;
    expect(history[0]).toMatchObject({ accion: 'vigencia', cambios: [{ campo: 'vigente', antes: true, despues: false }] });
    // Un-marking it (LNK-30) makes it vigente again.
    expect((await t.as('tarjetas', { method: 'POST', url: `/api/modulos/tarjeta/${created.id}/vigente`, payload: { version: 3 } })).json().vigente).toBe(true);
  });

  it('CRD-13 CRD-OP06 a card new in this editing session (created by the user, unchanged) is deleted at once: row, search entry and history gone', async () => {
    const created = (await create()).json();
    const before = await countCards();
    const done = await remove(created.id, { version: 1, nuevo: true });
    expect(done.statusCode).toBe(204);
    expect(await countCards()).toBe(before - 1);
    expect((await t.as('tarjetas', { method: 'GET', url: `/api/modulos/tarjeta/${created.id}` })).statusCode).toBe(404);
    expect(await t.db.selectFrom('record_search').select('record_id').where('record_id', '=', created.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('record_history').select('record_id').where('record_id', '=', created.id).execute()).toEqual([]);
  });

  it('CRD-13 CRD-OP06 a card claimed new that another user created, or that was changed since, is only marked eliminar, never deleted', async () => {
    const byAdmin = (await create({}, 'admin')).json();
    const claimed = await remove(byAdmin.id, { version: 1, nuevo: true });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().vigente).toBe(false);
    const mine = (await create()).json();
    const edited = (
      await t.as('tarjetas', { method: 'PUT', url: `/api/modulos/tarjeta/${mine.id}`, payload: { version: 1, datos: { ...mine.datos, titular: 'Cambiada' } } })
    ).json();
    const again = await remove(mine.id, { version: edited.version, nuevo: true });
    expect(again.statusCode).toBe(200);
    expect(await t.db.selectFrom('records').select('id').where('id', 'in', [byAdmin.id, mine.id]).execute()).toHaveLength(2);
  });

  it('CRD-11 CRD-OP06 "Anular" stays the user action on saved cards: the card form declares it', async () => {
    const config = (await t.as('tarjetas', { method: 'GET', url: '/api/config' })).json();
    expect(config.screens.find((s: { id: string }) => s.id === 'tarjetas.formulario').actions).toEqual([
      { kind: 'annul', field: 'anulada', message: 'tarjeta.saveSuccess' },
    ]);
    expect(config.modules.tarjeta.delete).toBe(true);
  });

  it('CRD-13 a card of an inactive account cannot be removed (read-only, CRD-18); nothing changes', async () => {
    const inactive = Number(
      (
        await t.db
          .insertInto('records')
          .values({ module: 'cuenta', id_crm: `cta-${Math.random()}`, data: JSON.stringify({ mostrarNombre: 'Inactiva', activo: false }) })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    const created = (await create({ cuenta: inactive }, 'admin')).json();
    const refused = await remove(created.id, { version: 1 }, 'admin');
    expect(refused.statusCode).toBe(403);
    expect((await t.db.selectFrom('records').select('vigente').where('id', '=', created.id).executeTakeFirstOrThrow()).vigente).toBe(true);
  });

  it('CRD-12 a module that does not allow deleting has no delete route', async () => {
    const bank = (await t.as('admin', { method: 'GET', url: '/api/modulos/banco?limit=1' })).json().datos[0];
    expect((await t.as('admin', { method: 'DELETE', url: `/api/modulos/banco/${bank.id}`, payload: { version: bank.version } })).statusCode).toBe(404);
  });
});

describe('demo cards', () => {
  it("CRD-13 CRD-19 an account's card list (?cuenta=, the parent's list) answers its cards masked to a member of its team, with what its guards read; another team's is refused", async () => {
    const agency = await accountNamed(t, 'Agencia Demo');
    const list = await t.as('staff', { method: 'GET', url: `/api/modulos/tarjeta?cuenta=${agency}&limit=10&offset=0` });
    expect(list.statusCode).toBe(200);
    expect(list.json().datos.length).toBeGreaterThan(0);
    expect(list.json().datos.every((r: { datos: { cuenta: number; numero: string } }) => r.datos.cuenta === agency && r.datos.numero.startsWith('XXXX'))).toBe(
      true,
    );
    expect(list.json().extras.enlazados['cuenta.equipos']).toBeDefined();
    const pampa = await accountNamed(t, 'Corporación Pampa S.A.');
    expect((await t.as('staff', { method: 'GET', url: `/api/modulos/tarjeta?cuenta=${pampa}&limit=10&offset=0` })).statusCode).toBe(403);
  });

  it('CRD-OP03 the demo cards sit on the demo accounts, their numbers encrypted in the table', async () => {
    const agency = await accountNamed(t, 'Agencia Demo');
    const rows = await t.db
      .selectFrom('records')
      .select('data')
      .where('module', '=', 'tarjeta')
      .where(sql<boolean>`(data ->> 'cuenta')::bigint = ${agency}`)
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(rows)).not.toContain('4111111111111111');
    expect(rows.every((r) => String((r.data as { numero: string }).numero).startsWith('cifrado:v1:'))).toBe(true);
  });
});
