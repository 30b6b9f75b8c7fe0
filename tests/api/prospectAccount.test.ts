/**
 * The prospect supplier account behind the fixture's "Nuevo" (LNK-16, ACC-67) through the API: the
 * profile combo's declared filter (x-combo-filter on `tipo` and `estado`) is enforced by the server
 * as the dialog filters it, with nothing stored on a refusal; the created account can be linked.
 * The dialog's preset `estado` (x-link `create.values`) is a browser preset: the API that creates the
 * account does not know it came from the link, so it does not enforce it (docs/decisions.md 63).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sgcLookups } from '../fixtures/fixtureSgc';
import { fixtureApp } from './helpers/fixtureApp';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
const url = '/api/modulos/pruebavinculo';

beforeAll(async () => {
  t = await startTestApp(fixtureApp);
  const { pruebaPerfiles } = sgcLookups();
  await t.db
    .insertInto('lookups')
    .values(
      pruebaPerfiles.map((o, orden) => ({
        combo: 'pruebaPerfiles',
        codigo: o.codigo,
        descripcion: o.descripcion,
        orden,
        extra: JSON.stringify(o.extra ?? {}),
      })),
    )
    .execute();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const create = (datos: Record<string, unknown>) => t.as('admin', { method: 'POST', url, payload: { datos } });
const count = async (nombre: string) =>
  (
    await t.db
      .selectFrom('records')
      .select('id')
      .where('module', '=', 'pruebavinculo')
      .where(({ ref }) => ref('data', '->>').key('nombre'), '=', nombre)
      .execute()
  ).length;

describe('ACC-67 prospect profiles, enforced by the server', () => {
  it('a prospect PAR account takes profiles 1 and 3, an EMP one 1, 2 and 3', async () => {
    for (const perfil of ['1', '3']) expect((await create({ nombre: `Particular ${perfil}`, tipo: 'PAR', estado: 'Prospect', perfil })).statusCode).toBe(201);
    for (const perfil of ['1', '2', '3']) expect((await create({ nombre: `Empresa ${perfil}`, tipo: 'EMP', estado: 'Prospect', perfil })).statusCode).toBe(201);
  });

  it('profile 2 for a PAR account and profile 4 for a prospect are refused naming the field; nothing is stored', async () => {
    for (const datos of [
      { nombre: 'Particular con perfil dos', tipo: 'PAR', estado: 'Prospect', perfil: '2' },
      { nombre: 'Prospecto con perfil cuatro', tipo: 'EMP', estado: 'Prospect', perfil: '4' },
    ]) {
      const res = await create(datos);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.mensaje).toBe('El valor elegido en Perfil no es una opción válida.');
      expect(res.json().error.campos).toEqual([{ path: 'perfil', mensaje: 'El valor elegido en Perfil no es una opción válida.' }]);
      expect(await count(datos.nombre)).toBe(0);
    }
    expect((await create({ nombre: 'Cliente con perfil cuatro', tipo: 'EMP', estado: 'Cliente', perfil: '4' })).statusCode).toBe(201);
  });

  it('LNK-16 the new prospect account is linked from the document that created it', async () => {
    const account = (await create({ nombre: 'Prospecto vinculado', tipo: 'EMP', estado: 'Prospect', perfil: '2' })).json();
    const doc = await t.as('admin', { method: 'POST', url: '/api/modulos/pruebasgc', payload: { datos: { nombre: 'Evaluación', proveedor: account.id } } });
    expect(doc.statusCode).toBe(201);
    expect(doc.json().datos.proveedor).toBe(account.id);
  });
});
