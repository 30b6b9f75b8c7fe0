/**
 * The minimal opportunity (OPP-05 shape, the record contact–opportunity needs) through the module
 * API: access, required fields, the search rules. The opportunities issue extends it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';
import { accountNamed } from './helpers/accountOf';

let t: TestApp;
const base = '/api/modulos/oportunidad';
const count = async () =>
  Number(
    (
      await t.db
        .selectFrom('records')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('module', '=', 'oportunidad')
        .executeTakeFirstOrThrow()
    ).n,
  );
/** A demo account (an opportunity links an account that exists). */
let cuenta: number;
const oportunidad = (over: Record<string, unknown> = {}) => ({
  nombre: 'Familia Gómez - Brasil',
  cuenta,
  etapa: 'oportunidad',
  destino: 'BR',
  fechaIn: '2027-01-10',
  fechaOut: '2027-01-20',
  ...over,
});

beforeAll(async () => {
  t = await startTestApp();
  cuenta = await accountNamed(t, 'Agencia Demo');
});
afterAll(async () => {
  await t?.close();
});

describe('minimal opportunity', () => {
  it('OPP-42 is open to admins and ROLE_OPORTUNIDADES only', async () => {
    expect((await t.as('staff', { method: 'POST', url: base, payload: { datos: oportunidad() } })).statusCode).toBe(201);
    for (const user of ['externo', 'bancos', 'sinpermisos']) {
      const res = await t.as(user, { method: 'GET', url: `${base}?texto=familia` });
      expect(res.statusCode, user).toBe(403);
      expect(res.json().error.mensaje).toBe('No tiene permisos para acceder a este módulo');
    }
  });

  it('OPP-29 refuses a save without an account with `Faltan algunos datos obligatorios.`, storing nothing', async () => {
    const before = await count();
    const res = await t.as('staff', { method: 'POST', url: base, payload: { datos: oportunidad({ cuenta: undefined }) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe('Faltan algunos datos obligatorios.');
    expect(await count()).toBe(before);
  });

  it('refuses a return date before the departure date', async () => {
    const res = await t.as('staff', { method: 'POST', url: base, payload: { datos: oportunidad({ fechaOut: '2027-01-01' }) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.campos).toEqual([{ path: 'fechaOut', mensaje: 'La fecha de regreso no puede ser anterior a la fecha de salida.' }]);
  });

  it('OPP-07 a search needs a filter; OPP-10 one by text finds the opportunity', async () => {
    const none = await t.as('staff', { method: 'GET', url: base });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.mensaje).toBe('Debe seleccionar al menos un filtro de busqueda');
    const found = (await t.as('staff', { method: 'GET', url: `${base}?texto=gomez` })).json();
    expect(found.datos.map((r: { datos: { nombre: string } }) => r.datos.nombre)).toEqual(['Familia Gómez - Brasil']);
    expect((await t.as('staff', { method: 'GET', url: `${base}?etapa=oportunidad` })).json().total).toBe(1);
  });

  it("LNK-09 the opportunity modal searches the opportunities by text (the spec's filtro) through its link kind", async () => {
    const links = (await t.as('staff', { method: 'GET', url: '/api/config' })).json().links;
    expect(links.oportunidad).toMatchObject({ module: 'oportunidad', minLength: 3 });
    expect(
      (await t.as('staff', { method: 'POST', url: base, payload: { datos: oportunidad({ nombre: 'Familia Ibáñez - Perú', destino: 'PE' }) } })).statusCode,
    ).toBe(201);
    const search = async (texto: string) =>
      (
        await t.as('staff', {
          method: 'GET',
          url: `/api/modulos/${links.oportunidad.module}?${new URLSearchParams({ ...links.oportunidad.filters, texto, limit: String(links.oportunidad.cap), offset: '0' })}`,
        })
      ).json();
    const found = await search('ibanez');
    expect(found.datos.map((r: { datos: { nombre: string } }) => r.datos.nombre)).toEqual(['Familia Ibáñez - Perú']);
    expect((await search('gomez')).datos.every((r: { datos: { nombre: string } }) => r.datos.nombre.includes('Gómez'))).toBe(true);
  });
});
