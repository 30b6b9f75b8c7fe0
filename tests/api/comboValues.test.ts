/**
 * Combo values on the server (fixture module prueba): a combo field only stores a code of its
 * combo, and a filtered combo (`x-combo-filter`) only a code allowed for the record's other fields
 * (document types by person type and country), the same rule the selector filters with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureLookups } from '../fixtures/fixtureModules';
import { fixtureApp } from './helpers/fixtureApp';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
const save = (datos: Record<string, unknown>) => t.as('admin', { method: 'POST', url: '/api/modulos/prueba', payload: { datos } });

beforeAll(async () => {
  t = await startTestApp(fixtureApp);
  const { pruebaDocumentos } = fixtureLookups();
  await t.db
    .insertInto('lookups')
    .values(pruebaDocumentos.map((o) => ({ combo: 'pruebaDocumentos', codigo: o.codigo, descripcion: o.descripcion, extra: JSON.stringify(o.extra) })))
    .execute();
});
afterAll(async () => {
  await t?.close();
});

describe('combo values', () => {
  it('stores a code of the combo; refuses one that is not, naming the field, with nothing written', async () => {
    expect((await save({ nombre: 'Con país', pais: 'AR' })).statusCode).toBe(201);
    const before = await t.db.selectFrom('records').select('id').where('module', '=', 'prueba').execute();
    const res = await save({ nombre: 'País inventado', pais: 'XX' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe('El valor elegido en País no es una opción válida.');
    expect(res.json().error.campos).toEqual([{ path: 'pais', mensaje: 'El valor elegido en País no es una opción válida.' }]);
    expect(await t.db.selectFrom('records').select('id').where('module', '=', 'prueba').execute()).toHaveLength(before.length);
  });

  it('a filtered combo accepts only what the record allows (person type and country)', async () => {
    expect((await save({ nombre: 'Empresa AR', tipoPersona: 'EMP', pais: 'AR', tipoDocumento: 'CUIT' })).statusCode).toBe(201);
    expect((await save({ nombre: 'Persona UY', tipoPersona: 'PAR', pais: 'UY', tipoDocumento: 'PAS' })).statusCode).toBe(201);
    const company = await save({ nombre: 'Empresa con DNI', tipoPersona: 'EMP', pais: 'AR', tipoDocumento: 'DNI' });
    expect(company.statusCode).toBe(400);
    expect(company.json().error.mensaje).toBe('El valor elegido en Tipo de documento no es una opción válida.');
    expect((await save({ nombre: 'DNI fuera de AR', tipoPersona: 'PAR', pais: 'UY', tipoDocumento: 'DNI' })).statusCode).toBe(400);
  });

  it('the same refusal on update keeps the stored record', async () => {
    const created = (await save({ nombre: 'Para editar', tipoPersona: 'PAR', pais: 'AR', tipoDocumento: 'DNI' })).json();
    const res = await t.as('admin', {
      method: 'PUT',
      url: `/api/modulos/prueba/${created.id}`,
      payload: { version: created.version, datos: { ...created.datos, tipoPersona: 'EMP' } },
    });
    expect(res.statusCode).toBe(400);
    const stored = await t.db.selectFrom('records').select(['data', 'version']).where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ version: 1, data: { tipoPersona: 'PAR', tipoDocumento: 'DNI' } });
  });
});
