/**
 * What a refused write says (issue 8, defects 3 and 6), through the API:
 * - a conditional required (JSON Schema `if`/`then`) names the field by its label, says the `then`
 *   clause's own `x-message` when it has one, and the failed `if` condition itself is never reported;
 * - one 400 reports every problem of the request: the schema's, a bad combo code, a missing linked
 *   record, a masked field's rule; a rule never judges a field the schema refused (no 500).
 * Modules: the fixture `prueba` (combo, link) and the brand-new `proveedorlocal` with two conditional rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNewModuleConfig, NEW_MODULE, withConditionalRules, writeNewModuleFolder } from '../support/newModuleFiles';
import { FIXTURE_SCHEMAS_DIR } from './helpers/fixtureApp';
import { withFixtureModules } from '../fixtures/fixtureModules';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
const proveedores = `/api/modulos/${NEW_MODULE}`;

beforeAll(async () => {
  t = await startTestApp({
    extraSchemasDirs: [FIXTURE_SCHEMAS_DIR, withConditionalRules(writeNewModuleFolder())],
    config: (config) => {
      withFixtureModules(config);
      addNewModuleConfig(config);
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown) => t.as('admin', { method: 'POST', url, payload: payload as Record<string, unknown> });
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
const camposOf = (res: { json(): { error: { campos?: unknown } } }) => res.json().error.campos;

describe('conditional required (if/then) through the API (issue 8, defect 3)', () => {
  it("SHR-01 says the then clause's own message with the field's label, and nothing about the failed condition", async () => {
    const res = await post(proveedores, { datos: { razonSocial: 'Inactivo SA', activo: false } });
    expect(res.statusCode).toBe(400);
    expect(camposOf(res)).toEqual([{ path: 'observaciones', mensaje: 'Indique en Observaciones por qué el proveedor está inactivo.' }]);
    expect((await post(proveedores, { datos: { razonSocial: 'Inactivo SA', activo: false, observaciones: 'Cerró' } })).statusCode).toBe(201);
  });

  it('SHR-01 a conditional required without its own message names the field by its label, never by the property name', async () => {
    const res = await post(proveedores, { datos: { razonSocial: 'Con email', email: 'a@b.com' } });
    expect(res.statusCode).toBe(400);
    expect(camposOf(res)).toEqual([{ path: 'telefono', mensaje: 'El campo Teléfono es obligatorio.' }]);
    expect(JSON.stringify(res.json())).not.toMatch(/telefono es|Proveedor local no es válido/);
  });
});

describe('every problem of a write in one 400 (issue 8, defect 6)', () => {
  it('a missing required field and a combo code that is not an option, together; nothing stored', async () => {
    const before = await count('prueba');
    const res = await post('/api/modulos/prueba', { datos: { pais: 'ZZ', importe: -1 } });
    expect(res.statusCode).toBe(400);
    expect(camposOf(res)).toEqual(
      expect.arrayContaining([
        { path: 'nombre', mensaje: 'El campo Nombre es obligatorio.' },
        { path: 'importe', mensaje: 'El campo Importe debe ser mayor o igual a 0.' },
        { path: 'pais', mensaje: 'El valor elegido en País no es una opción válida.' },
      ]),
    );
    expect(camposOf(res)).toHaveLength(3);
    expect(await count('prueba')).toBe(before);
  });

  it('a linked record that does not exist, with a schema problem', async () => {
    const res = await post('/api/modulos/prueba', { datos: { nombre: 'Con vínculo', contacto: 999999, fecha: 'ayer' } });
    expect(res.statusCode).toBe(400);
    expect(camposOf(res)).toEqual([
      { path: 'fecha', mensaje: 'El campo Fecha no es una fecha válida. Use el formato dd/mm/aaaa.' },
      { path: 'contacto', mensaje: 'El registro vinculado en Contacto no existe o no está disponible.' },
    ]);
  });

  it("a masked field's rule, a conditional required and a schema problem, together", async () => {
    const res = await post(proveedores, { datos: { razonSocial: 'Varios', telefono: '11-4444', activo: false, alta: 'mañana' } });
    expect(res.statusCode).toBe(400);
    expect(camposOf(res)).toEqual([
      { path: 'observaciones', mensaje: 'Indique en Observaciones por qué el proveedor está inactivo.' },
      { path: 'alta', mensaje: 'El campo Fecha de alta no es una fecha válida. Use el formato dd/mm/aaaa.' },
      { path: 'telefono', mensaje: 'El campo Teléfono solo admite números, hasta 15 dígitos, sin espacios ni guiones.' },
    ]);
  });

  it('an update: a missing version and a bad combo code together, the record unchanged', async () => {
    const created = (await post('/api/modulos/prueba', { datos: { nombre: 'Para editar', pais: 'AR' } })).json();
    const res = await t.as('admin', { method: 'PUT', url: `/api/modulos/prueba/${created.id}`, payload: { datos: { nombre: 'Editada', pais: 'ZZ' } } });
    expect(res.statusCode).toBe(400);
    expect(camposOf(res)).toEqual([
      { path: 'version', mensaje: expect.stringMatching(/^El campo version es obligatorio\.$/) },
      { path: 'pais', mensaje: 'El valor elegido en País no es una opción válida.' },
    ]);
    const stored = (await t.as('admin', { method: 'GET', url: `/api/modulos/prueba/${created.id}` })).json();
    expect(stored).toMatchObject({ version: 1, datos: { nombre: 'Para editar', pais: 'AR' } });
  });

  it('a field of the wrong shape gets its schema problem only: its rule and combo check are skipped, never a 500', async () => {
    const masked = await post(proveedores, { datos: { razonSocial: 'Tipos', telefono: 1144445555, cuit: ['20'] } });
    expect(masked.statusCode).toBe(400);
    expect(camposOf(masked)).toEqual([
      { path: 'cuit', mensaje: 'El campo CUIT tiene un formato inválido.' },
      { path: 'telefono', mensaje: 'El campo Teléfono tiene un formato inválido.' },
    ]);
    const combo = await post('/api/modulos/prueba', { datos: { nombre: 'Combo', pais: { codigo: 'AR' }, contacto: 'uno' } });
    expect(combo.statusCode).toBe(400);
    expect(camposOf(combo)).toEqual([
      { path: 'contacto', mensaje: 'El campo Contacto tiene un formato inválido.' },
      { path: 'pais', mensaje: 'El campo País tiene un formato inválido.' },
    ]);
  });

  it('a body whose record cannot be read is refused with its schema problem alone', async () => {
    for (const payload of [{ datos: 'texto' }, { datos: [1] }, {}, [1, 2]]) {
      const res = await post('/api/modulos/prueba', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.codigo).toBe('validacion');
    }
    const badId = await t.as('admin', { method: 'PUT', url: '/api/modulos/prueba/abc', payload: { version: 1, datos: { pais: 'ZZ' } } });
    expect(badId.statusCode).toBe(400);
    expect(camposOf(badId)).toEqual([{ path: 'id', mensaje: expect.any(String) }]);
  });

  it('a caller who may not write gets 403 before any problem of the body', async () => {
    const res = await t.as('sinpermisos', { method: 'POST', url: '/api/modulos/prueba', payload: { datos: { pais: 'ZZ' } } });
    expect(res.statusCode).toBe(403);
  });
});
