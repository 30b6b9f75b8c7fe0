/**
 * The account's children through the API (ACC-28, ACC-37, ACC-38, decision 100): each child's
 * `cuenta` is an owner link, so `?cuenta=<id>` lists one account's children (what the account
 * form's related tabs read), and a write must name an account that exists, whether or not its
 * writer may search accounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';
import { accountNamed } from './helpers/accountOf';

let t: TestApp;
let agencia: number;
let pampa: number;

const listOf = async (module: string, cuenta: number) =>
  (await t.as('admin', { method: 'GET', url: `/api/modulos/${module}?cuenta=${cuenta}&limit=100` })).json() as {
    total: number;
    datos: Array<{ datos: { cuenta: number } }>;
  };
const notes = async () =>
  Number(
    (
      await t.db
        .selectFrom('records')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('module', '=', 'nota')
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await startTestApp();
  [agencia, pampa] = [await accountNamed(t, 'Agencia Demo'), await accountNamed(t, 'Corporación Pampa S.A.')];
});
afterAll(async () => {
  await t?.close();
});

describe('an account’s children (related tabs)', () => {
  it('ACC-28 ACC-37 ACC-38 each child lists only the account’s own records by `cuenta`', async () => {
    for (const module of ['contacto', 'servicefee', 'nota', 'tarjeta', 'oportunidad', 'cuentabancaria']) {
      const mine = await listOf(module, agencia);
      expect(
        mine.datos.every((r) => r.datos.cuenta === agencia),
        module,
      ).toBe(true);
      const theirs = await listOf(module, pampa);
      expect(
        theirs.datos.every((r) => r.datos.cuenta === pampa),
        module,
      ).toBe(true);
    }
    // The demo data gives Agencia Demo contacts, fees and notes, and Corporación Pampa cards.
    expect((await listOf('contacto', agencia)).total).toBeGreaterThanOrEqual(3);
    expect((await listOf('servicefee', agencia)).total).toBe(4);
    expect((await listOf('tarjeta', pampa)).total).toBe(2);
  });

  it('LNK-01 / LNK-02 / LNK-03 the working record (an account) holds its lists, its single links and its other fields: rows in the record, other records as children by `cuenta`', async () => {
    const read = async (id: number) => (await t.as('admin', { method: 'GET', url: `/api/modulos/cuenta/${id}` })).json();
    const account = (await read(agencia)).datos;
    // Lists of rows kept in the record (direcciones, equipos) …
    expect(account.direcciones.length).toBeGreaterThan(0);
    expect(account.direcciones[0]).toMatchObject({ tipo: expect.any(String), principal: expect.any(Boolean) });
    expect(account.equipos.length).toBeGreaterThan(0);
    // … lists of records of other modules (contactos, notas, service fees) linked to it by their `cuenta` link.
    for (const module of ['contacto', 'nota', 'servicefee']) expect((await listOf(module, agencia)).total, module).toBeGreaterThan(0);
    // The single link `padre` (the economic group) names an account record; `cuenta` on a child names this one.
    const child = (await t.as('admin', { method: 'GET', url: `/api/modulos/cuenta?texto=${encodeURIComponent('Pampa Logística')}` })).json().datos[0];
    expect(child.datos.padre).toBe(pampa);
    expect((await listOf('contacto', agencia)).datos[0].datos.cuenta).toBe(agencia);
    // Its other fields: tipo (EMP/PAR), teléfono, e-mail, documento and its type, condición de IVA, documento válido.
    expect(account).toMatchObject({
      tipo: 'EMP',
      email: expect.any(String),
      documento: expect.any(String),
      tipoDocumento: expect.any(String),
      condicionIva: expect.any(String),
    });
  });

  it('NOT-20 a note names an existing account: a writer who may not search accounts still adds one to an account; an unknown account is refused, nothing stored', async () => {
    const before = await notes();
    const unknown = await t.as('validador', {
      method: 'POST',
      url: '/api/modulos/nota',
      payload: { datos: { cuenta: 999_999_999, tipo: 'GEN', nombre: 'Sin cuenta' } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.campos).toEqual([{ path: 'cuenta', mensaje: 'El registro vinculado en Cuenta no existe o no está disponible.' }]);
    expect(await notes()).toBe(before);
    // validador writes notes (supplier admin 'w') and reads no account.
    expect((await t.as('validador', { method: 'GET', url: `/api/modulos/cuenta/${agencia}` })).statusCode).toBe(403);
    const added = await t.as('validador', {
      method: 'POST',
      url: '/api/modulos/nota',
      payload: { datos: { cuenta: agencia, tipo: 'GEN', nombre: 'Nota del validador' } },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(await notes()).toBe(before + 1);
  });

  it('a note cannot name a bank account as its account: the owner link is checked against the account records', async () => {
    const [bankAccount] = (await t.as('admin', { method: 'GET', url: '/api/modulos/cuentabancaria?limit=1' })).json().datos;
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/modulos/nota',
      payload: { datos: { cuenta: bankAccount.id, tipo: 'GEN', nombre: 'Cuenta equivocada' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.campos.map((c: { path: string }) => c.path)).toEqual(['cuenta']);
  });
});
