/**
 * SHR-07 on the server: a save with required fields missing answers 400 with the module's
 * required-fields message (`messages.required`), the text the form's summary dialog shows, and
 * names each missing field. The fixture module `prueba` is configured with OPP-29/ACT-28's
 * `Faltan algunos datos obligatorios.`; banks keep the default (CON-34's text).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp } from './helpers/fixtureApp';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp(fixtureApp);
});
afterAll(async () => {
  await t?.close();
});

const recordCount = async (module: string) =>
  Number(
    (
      await t.db
        .selectFrom('records')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('module', '=', module)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('required fields missing on save (SHR-07)', () => {
  it('OPP-29 ACT-28 a create without nombre answers the configured `Faltan algunos datos obligatorios.` naming the field, and writes nothing', async () => {
    const before = await recordCount('prueba');
    const res = await t.as('admin', { method: 'POST', url: '/api/modulos/prueba', payload: { datos: { codigo: 'SIN-NOMBRE' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      codigo: 'validacion',
      mensaje: 'Faltan algunos datos obligatorios.',
      campos: [{ path: 'nombre', mensaje: 'El campo Nombre es obligatorio.' }],
    });
    expect(await recordCount('prueba')).toBe(before);
  });

  it('OPP-29 an update that drops nombre answers the same message', async () => {
    const created = await t.as('admin', { method: 'POST', url: '/api/modulos/prueba', payload: { datos: { nombre: 'Con nombre' } } });
    expect(created.statusCode).toBe(201);
    const res = await t.as('admin', { method: 'PUT', url: `/api/modulos/prueba/${created.json().id}`, payload: { version: 1, datos: { codigo: 'X' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe('Faltan algunos datos obligatorios.');
  });

  it('CON-34 a module without its own message answers `Debe completar los campos obligatorios antes de guardar.`', async () => {
    const res = await t.as('admin', { method: 'POST', url: '/api/modulos/banco', payload: { datos: { descripcion: 'Banco sin país' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe('Debe completar los campos obligatorios antes de guardar.');
    expect(res.json().error.campos).toEqual([{ path: 'pais', mensaje: 'El campo País es obligatorio.' }]);
  });

  it('other invalid bodies keep the generic message: a wrong type, or no `datos` at all', async () => {
    const wrongType = await t.as('admin', { method: 'POST', url: '/api/modulos/prueba', payload: { datos: { nombre: 'Tipo', importe: 'mucho' } } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.mensaje).toBe('La solicitud no es válida.');
    const noData = await t.as('admin', { method: 'POST', url: '/api/modulos/prueba', payload: {} });
    expect(noData.statusCode).toBe(400);
    expect(noData.json().error.mensaje).toBe('La solicitud no es válida.');
  });
});
