/**
 * The contacts token (TOK-02, TOK-OP02, decision 160): bound to an account only, its recipient
 * loads the account's contacts through Home token mode. On the server the token reaches the contact
 * module (open to tokens bound to an account only: `recordScope.token` without an opportunity
 * field) and there only the contacts of its account: it lists, reads, adds and edits them, and any
 * other account's contact is not found, not listed, not written. It reaches no passenger of an
 * opportunity; a token bound to an opportunity reaches no contact; a token bound to nothing, neither.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempTokenRow } from '../../server/session/tempTokens';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let cuenta: number;
let otherContact: number;
let otherAccount: number;
const TOKEN = 'prueba-contactos-de-la-cuenta';
const OPPORTUNITY_TOKEN = 'demo-pasajeros';
const UNBOUND_TOKEN = 'demo-vigente';
const base = '/api/modulos/contacto';

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token = TOKEN, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });

const persona = (over: Record<string, unknown> = {}) => ({
  nombre: 'Julia',
  apellido: 'Pasajera',
  tipoDocumento: 'PAS',
  documento: 'TKC900001',
  email: 'julia.pasajera@gmail.com',
  cuenta,
  ...over,
});

const contactCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('records')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('module', '=', 'contacto')
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await startTestApp();
  // The demo passengers' account (Agencia Demo): the account the contacts token is issued for.
  const demo = await t.db.selectFrom('temp_tokens').select('cuenta').where('oportunidad', 'is not', null).executeTakeFirstOrThrow();
  cuenta = Number(demo.cuenta);
  const owner = await t.db.selectFrom('users').select('id').where('username', '=', 'staff').executeTakeFirstOrThrow();
  // As the contacts tool issues it (TOK-02): the account, no opportunity, the recipient's name and address.
  await t.db
    .insertInto('temp_tokens')
    .values(
      tempTokenRow(TOKEN, {
        user_id: owner.id,
        expires_at: new Date(Date.now() + 86_400_000),
        id_cuenta_prospect_crm: null,
        usuario_sua: 'lucia@cliente.com',
        usuariosfa_ua: 'Lucía Viajera',
        cuenta,
        oportunidad: null,
      }),
    )
    .execute();
  const other = await t.db
    .selectFrom('records')
    .select(['id', 'data'])
    .where('module', '=', 'contacto')
    .where('vigente', '=', true)
    .where((eb) => eb(eb.ref('data', '->>').key('cuenta' as never), '<>', String(cuenta)))
    .executeTakeFirstOrThrow();
  otherContact = Number(other.id);
  otherAccount = Number((other.data as { cuenta: number }).cuenta);
});
afterAll(async () => {
  await t?.close();
});

describe('TOK-OP02 a contacts token (account only) loads the contacts of its account, and only those', () => {
  it('TOK-OP02 SES-10 the session is the recipient named as the token names them, with its account and no opportunity', async () => {
    const res = await call('GET', '/api/usuario');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ tokenApps: true, nombreUsuario: 'Lucía Viajera', roles: [], token: { cuenta, oportunidad: null } });
    expect(body.token.nombres[String(cuenta)]).toBe('Agencia Demo');
  });

  it("TOK-OP02 HOM-05 lists its account's contacts; another account's are neither listed nor found", async () => {
    const list = await call('GET', `${base}?cuenta=${cuenta}&vigente=true&limit=100&offset=0`);
    expect(list.statusCode).toBe(200);
    const rows = list.json().datos as Array<{ id: number; datos: { cuenta: number } }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.datos.cuenta === cuenta)).toBe(true);
    expect(rows.map((row) => row.id)).not.toContain(otherContact);
    // Searching by text finds only its account's too.
    const search = (await call('GET', `${base}?texto=gmail&limit=100&offset=0`)).json().datos as Array<{ datos: { cuenta: number } }>;
    expect(search.every((row) => row.datos.cuenta === cuenta)).toBe(true);
    // Naming another account is refused, nothing listed.
    const other = await call('GET', `${base}?cuenta=${otherAccount}&limit=100&offset=0`);
    expect([200, 400, 403]).toContain(other.statusCode);
    if (other.statusCode === 200) expect(other.json().datos).toEqual([]);
    expect((await call('GET', `${base}/${otherContact}`)).statusCode).toBe(404);
    expect((await call('GET', `${base}/${rows[0].id}`)).statusCode).toBe(200);
  });

  it("TOK-OP02 adds a contact to its account (the owner is the token's whatever the body says) and edits it", async () => {
    const created = await call('POST', base, TOKEN, { datos: persona() });
    expect(created.statusCode, created.body).toBe(201);
    const { id, version, datos } = created.json();
    expect(datos.cuenta).toBe(cuenta);
    const stored = await t.db.selectFrom('records').select(['owner_account', 'data']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(String(stored.owner_account)).toBe(String(cuenta));
    const edited = await call('PUT', `${base}/${id}`, TOKEN, { version, datos: { ...datos, email: 'julia.p@gmail.com' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().datos.email).toBe('julia.p@gmail.com');
    // Staff find it on the account, as any contact of it.
    const seen = (await t.as('staff', { method: 'GET', url: `${base}/${id}` })).json();
    expect(seen.datos).toMatchObject({ cuenta, email: 'julia.p@gmail.com' });
  });

  it("TOK-OP02 writes nothing outside its account: a contact for another account, moving one there, another account's contact", async () => {
    const before = await contactCount();
    const elsewhere = await call('POST', base, TOKEN, { datos: persona({ documento: 'TKC900002', cuenta: otherAccount }) });
    expect(elsewhere.statusCode).toBeGreaterThanOrEqual(400);
    expect(elsewhere.statusCode).toBeLessThan(500);
    expect(await contactCount()).toBe(before);
    const own = (await call('POST', base, TOKEN, { datos: persona({ documento: 'TKC900003', email: 'otra.persona@gmail.com' }) })).json();
    const moved = await call('PUT', `${base}/${own.id}`, TOKEN, { version: own.version, datos: { ...own.datos, cuenta: otherAccount } });
    expect(moved.statusCode).toBeGreaterThanOrEqual(400);
    expect(moved.statusCode).toBeLessThan(500);
    const after = await t.db.selectFrom('records').select('data').where('id', '=', own.id).executeTakeFirstOrThrow();
    expect((after.data as { cuenta: number }).cuenta).toBe(cuenta);
    const theirs = (await t.as('admin', { method: 'GET', url: `${base}/${otherContact}` })).json();
    const foreign = await call('PUT', `${base}/${otherContact}`, TOKEN, { version: theirs.version, datos: { ...theirs.datos, email: 'intruso@gmail.com' } });
    expect([403, 404]).toContain(foreign.statusCode);
    const untouched = await t.db.selectFrom('records').select('data').where('id', '=', otherContact).executeTakeFirstOrThrow();
    expect((untouched.data as { email: string }).email).toBe(theirs.datos.email);
  });

  it("TOK-OP02 CON-35 its contact form looks a document up in the register; a trip's token may not", async () => {
    const lookup = await call('GET', '/api/contactos/padron/20123456789');
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json()).toHaveProperty('success');
    expect((await call('GET', '/api/contactos/padron/20123456789', OPPORTUNITY_TOKEN)).statusCode).toBe(403);
    expect((await call('GET', '/api/contactos/padron/20123456789', UNBOUND_TOKEN)).statusCode).toBe(403);
  });

  it('TOK-OP02 COP-OP02 it reaches no passenger of an opportunity, nor the opportunities; the staff tools refuse it', async () => {
    expect((await call('GET', '/api/modulos/contactooportunidad?limit=100&offset=0')).statusCode).toBe(403);
    const opportunity = await t.db.selectFrom('temp_tokens').select('oportunidad').where('oportunidad', 'is not', null).executeTakeFirstOrThrow();
    expect((await call('GET', `/api/getOportunidad/${opportunity.oportunidad}`)).statusCode).toBe(403);
    expect((await call('GET', `/api/modulos/cuenta/${cuenta}`)).statusCode).toBe(403);
    expect((await call('POST', '/api/herramientas/token/carga/pax', TOKEN, {})).statusCode).toBe(403);
  });

  it('COP-OP02 a token bound to an opportunity reaches no contact of the account; a token bound to nothing, none either', async () => {
    for (const token of [OPPORTUNITY_TOKEN, UNBOUND_TOKEN]) {
      expect((await call('GET', `${base}?cuenta=${cuenta}&limit=100&offset=0`, token)).statusCode, token).toBe(403);
      expect((await call('POST', base, token, { datos: persona({ documento: 'TKC900004' }) })).statusCode, token).toBe(403);
    }
    // The opportunity token keeps its passengers.
    expect((await call('GET', '/api/modulos/contactooportunidad?limit=100&offset=0', OPPORTUNITY_TOKEN)).statusCode).toBe(200);
  });
});
