/**
 * Issue 19, defects 3 and 4: a yes/no look-up about records answers only what the caller may learn
 * (server/modules/recordLookups.ts, docs/decisions.md): a plain field among the records the caller
 * may read; a value the whole company shares (x-unique, x-exists "company") across the company within
 * the look-up budget; a card number among the cards the caller may see, budgeted, and a "yes" is
 * recorded as a view of that card's data (CRD-10).
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';
import { accountNamed } from './helpers/accountOf';
import { createRecord } from '../../server/modules/recordWrites';
import type { RequestUser } from '../../server/auth/principal';
import { LOOKUPS_PER_MINUTE } from '../../server/http/lookupBudget';
import { hashPassword } from '../../server/identity/passwords';
import { grantArea } from '../support/permissionRecords';

let t: TestApp;
let turismo: number;
let agencia: number;
beforeAll(async () => {
  t = await startTestApp();
  turismo = await accountNamed(t, 'Turismo del Sur S.R.L.');
  agencia = await accountNamed(t, 'Agencia Demo');
});
afterAll(async () => {
  await t?.close();
});

const existe = (user: string, module: string, campo: string, valor: string | number) =>
  t.as(user, { method: 'GET', url: `/api/modulos/${module}/existe?campo=${campo}&valor=${encodeURIComponent(String(valor))}` });
const answer = async (user: string, module: string, campo: string, valor: string | number) => {
  const res = await existe(user, module, campo, valor);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().existe as boolean;
};
/** A user of this file's own, so that a spent look-up budget does not spill into other tests. */
async function addUser(username: string, roles: string[], permissions: Array<{ area: string; escritura: boolean }>, account: string | null = null) {
  const user = await t.db
    .insertInto('users')
    .values({
      username,
      nombre: username,
      password_hash: await hashPassword('x'),
      email: `${username}@prueba.local`,
      account_id: account,
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
const reveals = async (username: string) =>
  (await t.db.selectFrom('field_reveals').select(['module', 'record_id', 'field']).where('username', '=', username).orderBy('id').execute()).map((r) => ({
    ...r,
    record_id: Number(r.record_id),
  }));

describe("19-3 existe answers only within the caller's scope", () => {
  it("19-3 existe answers only within the caller's scope: externo learns nothing of another agency's contact (email, apellido, cuenta)", async () => {
    // Pereyra, Ignacio is a contact of Turismo del Sur S.R.L.; externo is Agencia Demo's (CON-37).
    for (const [campo, valor] of [
      ['email', 'ipereyra@turismodelsur.com.ar'],
      ['apellido', 'Pereyra'],
      ['cuenta', turismo],
    ] as const) {
      expect(await answer('externo', 'contacto', campo, valor), `externo ${campo}`).toBe(false);
      expect(await answer('admin', 'contacto', campo, valor), `admin ${campo}`).toBe(true); // the control: the value is there
    }
    // Its own agency's contacts it may read, so it may ask about them.
    expect(await answer('externo', 'contacto', 'email', 'marta.suarez@agenciademo.com.ar')).toBe(true);
    expect(await answer('externo', 'contacto', 'cuenta', agencia)).toBe(true);
    // coincide (the combination port) agrees.
    const coincide = await t.as('externo', {
      method: 'POST',
      url: '/api/modulos/contacto/coincide',
      payload: { valores: { email: 'ipereyra@turismodelsur.com.ar' } },
    });
    expect(coincide.statusCode, coincide.body).toBe(200);
    expect(coincide.json()).toEqual({ existe: false });
  });

  it('19-3 COP-OP02 the passenger token confirms no passenger document of another account; its own passengers it may ask about', async () => {
    const oportunidad = (
      await t.as('staff', {
        method: 'POST',
        url: '/api/modulos/oportunidad',
        payload: { datos: { nombre: 'Pereyra - Chile', cuenta: turismo, etapa: 'oportunidad' } },
      })
    ).json().id as number;
    expect(oportunidad).toBeGreaterThan(0);
    const author = { userId: 1, name: 'Prueba' } as RequestUser;
    await createRecord(
      t.db,
      t.registry.get('contactooportunidad'),
      { cuenta: turismo, oportunidad, nombre: 'Rocío', apellido: 'Ajena', tipoDocumento: 'DNI', documento: '29555111', fechaNacimiento: '1980-02-03' },
      author,
      String(turismo),
    );
    const asToken = async (campo: string, valor: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/modulos/contactooportunidad/existe?campo=${campo}&valor=${valor}`,
        headers: { authorization: 'Bearer demo-pasajeros' },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().existe as boolean;
    };
    expect(await asToken('documento', '29555111')).toBe(false);
    expect(await asToken('apellido', 'Ajena')).toBe(false);
    expect(await answer('admin', 'contactooportunidad', 'documento', '29555111')).toBe(true); // the control
    expect(await asToken('documento', '23456789')).toBe(true); // Suárez, Marta: a passenger of the token's opportunity
  });

  it("19-3 CON-30 a contact document is the whole company's (x-unique): answered across accounts, only as yes/no, within the look-up budget (429 after it, whatever the value)", async () => {
    await addUser('agenciapresupuesto', ['ROLE_EXTERNO'], [{ area: 'contacto', escritura: true }], String(agencia));
    // The rule CON-30 must see every contact (the save would be refused anyway): yes, and nothing more.
    const res = await existe('agenciapresupuesto', 'contacto', 'documento', '27334445556');
    expect(res.json()).toEqual({ existe: true });
    for (let i = 1; i < LOOKUPS_PER_MINUTE; i++)
      expect((await existe('agenciapresupuesto', 'contacto', 'documento', String(30_000_000 + i))).statusCode).toBe(200);
    for (const valor of ['27334445556', '11111111']) {
      const spent = await existe('agenciapresupuesto', 'contacto', 'documento', valor);
      expect(spent.statusCode).toBe(429);
      expect(spent.json().error.mensaje).toBe('Demasiadas solicitudes. Espere un momento e intente nuevamente.');
    }
    // Within the caller's scope a question is no oracle and spends nothing.
    expect(await answer('agenciapresupuesto', 'contacto', 'email', 'marta.suarez@agenciademo.com.ar')).toBe(true);
  });
});

describe('19-3 ACC-70 who holds a document', () => {
  it('19-3 ACC-70 SUP-37 the accounts and suppliers holding a document are answered across the company (ACC-OP10 links the holder), within the look-up budget', async () => {
    await addUser('cuentaspresupuesto', ['ROLE_CUENTAS'], []);
    const ask = (documento: string) => t.as('cuentaspresupuesto', { method: 'GET', url: `/api/cuentas/documento/${documento}` });
    const first = await ask('30712345604');
    expect(first.statusCode).toBe(200);
    expect(first.json().cuentas.map((c: { mostrarNombre: string }) => c.mostrarNombre)).toContain('Agencia Demo');
    for (let i = 1; i < LOOKUPS_PER_MINUTE; i++) expect((await ask(String(30_700_000_000 + i))).statusCode).toBe(200);
    const spent = await ask('30712345604');
    expect(spent.statusCode).toBe(429);
    expect(spent.body).not.toContain('Agencia Demo');
  });

  it('19-3 SUP-37 a supplier reader who may not read accounts learns that an account holds the document, not which one', async () => {
    const asProveedores = await t.as('proveedores', { method: 'GET', url: '/api/existeCuentaDocumento/30712345604' });
    expect(asProveedores.statusCode, asProveedores.body).toBe(200);
    expect(asProveedores.body).not.toContain('Agencia Demo');
    const holders = asProveedores.json() as { cuentas: Array<Record<string, unknown>> };
    expect(holders.cuentas.length).toBeGreaterThan(0);
    for (const holder of holders.cuentas) expect(Object.keys(holder).sort()).toEqual(['activo', 'vigente']);
    // An account reader asking the same still hears the holder's name and id (ACC-OP10 links it).
    const asAdmin = (await t.as('admin', { method: 'GET', url: '/api/existeCuentaDocumento/30712345604' })).json() as {
      cuentas: Array<{ id: number; mostrarNombre: string }>;
    };
    expect(asAdmin.cuentas.map((c) => c.mostrarNombre)).toContain('Agencia Demo');
    expect(asAdmin.cuentas.every((c) => Number.isInteger(c.id))).toBe(true);
  });
});

describe('19-4 a card number is confirmed only among the cards the user may see, budgeted and recorded', () => {
  // Corporación Pampa S.A. (Equipo Corporativo) holds 4012888888881881; Agencia Demo (Equipo Comercial, staff's team) 4111111111111111.
  const PAMPA = '4012888888881881';
  const AGENCIA = '4111111111111111';
  const cardId = async (numeroEnd: string, cuenta: number) =>
    Number(
      (
        await t.db
          .selectFrom('records')
          .select('id')
          .where('module', '=', 'tarjeta')
          .where(sql<boolean>`data ->> 'cuenta' = ${String(cuenta)}`)
          .where(sql<boolean>`data ->> 'numero' like ${`%:XXXXXXXXXXXX${numeroEnd}:%`}`)
          .executeTakeFirstOrThrow()
      ).id,
    );
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
  const expiredCard = (numero: string) => ({ cuenta: turismo, prestadora: 'VISA', numero, fechaVencimiento: '01/20', titular: 'Prueba Oráculo' });

  it("19-4 CRD-17 staff's save on its own account reports no duplicate of another team's card: the same answer as for a number nobody holds; nothing stored", async () => {
    const before = await countCards();
    const problems = async (numero: string) => {
      const res = await t.as('staff', { method: 'POST', url: '/api/modulos/tarjeta', payload: { datos: expiredCard(numero) } });
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.campos as Array<{ path: string; mensaje: string }>;
    };
    const vencida = { path: 'fechaVencimiento', mensaje: 'La fecha de vencimiento no puede ser anterior al mes actual.' };
    expect(await problems(PAMPA)).toEqual([vencida]);
    expect(await problems('4000056655665556')).toEqual([vencida]);
    // A card staff may see (its team's account) is still flagged (CRD-17), and the confirmation is recorded as a view of that card.
    expect(await problems(AGENCIA)).toEqual([
      vencida,
      { path: 'numero', mensaje: 'Ya existe otra tarjeta con este número. Marque «Confirmar número repetido» para guardarla igual.' },
    ]);
    expect(await reveals('staff')).toEqual([{ module: 'tarjeta', record_id: await cardId('1111', agencia), field: 'numero' }]);
    expect(await countCards()).toBe(before);
  });

  it("19-4 CRD-17 existe on a card number: staff (its team's cards) learns nothing of another team's card; every yes is recorded as a view (CRD-10)", async () => {
    const before = (await reveals('staff')).length;
    expect(await answer('staff', 'tarjeta', 'numero', PAMPA)).toBe(false);
    expect(await reveals('staff')).toHaveLength(before);
    expect(await answer('staff', 'tarjeta', 'numero', AGENCIA)).toBe(true);
    expect((await reveals('staff')).slice(before)).toEqual([{ module: 'tarjeta', record_id: await cardId('1111', agencia), field: 'numero' }]);
    // tarjetas sees every account's cards (ROLE_EDITOR_TC): it may ask about Pampa's card, and its yes is recorded like a "Ver datos".
    expect(await answer('tarjetas', 'tarjeta', 'numero', PAMPA)).toBe(true);
    expect(await reveals('tarjetas')).toEqual([
      { module: 'tarjeta', record_id: await cardId('1881', await accountNamed(t, 'Corporación Pampa S.A.')), field: 'numero' },
    ]);
    // A no records nothing.
    expect(await answer('tarjetas', 'tarjeta', 'numero', '4000056655665556')).toBe(false);
    expect(await reveals('tarjetas')).toHaveLength(1);
  });

  it('19-4 card-number look-ups are budgeted per user: past the budget 429 whatever the number, and nothing recorded', async () => {
    await addUser('tarjetaspresupuesto', ['ROLE_EDITOR_TC'], [{ area: 'tarjetas', escritura: true }]);
    for (let i = 0; i < LOOKUPS_PER_MINUTE; i++)
      expect((await existe('tarjetaspresupuesto', 'tarjeta', 'numero', String(4_000_000_000_000_000 + i))).statusCode).toBe(200);
    const spent = await existe('tarjetaspresupuesto', 'tarjeta', 'numero', PAMPA);
    expect(spent.statusCode).toBe(429);
    expect(spent.body).not.toContain('existe');
    expect(await reveals('tarjetaspresupuesto')).toEqual([]);
  });
});
