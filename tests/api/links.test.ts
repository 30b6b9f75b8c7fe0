/**
 * Linked records through the API (x-link, LNK-07…14): a create or update may link only a record
 * that exists in the kind's module and that the link search would find; otherwise 400 with a
 * Spanish message and nothing written. Driven on the engine's fixture module (prueba → pruebacontacto).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp } from './helpers/fixtureApp';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let contacto: number;
let inactivo: number;

const create = (datos: Record<string, unknown>) => t.as('admin', { method: 'POST', url: '/api/modulos/prueba', payload: { datos } });
const count = async () => (await t.as('admin', { method: 'GET', url: '/api/modulos/prueba?limit=1000' })).json().total as number;

beforeAll(async () => {
  t = await startTestApp(fixtureApp);
  const made = await t.as('admin', {
    method: 'POST',
    url: '/api/modulos/pruebacontacto',
    payload: { datos: { nombre: 'Ana Vínculo', telefono: '011 4444-5555', cuenta: 'Agencia Sur' } },
  });
  contacto = made.json().id;
  const other = await t.as('admin', { method: 'POST', url: '/api/modulos/pruebacontacto', payload: { datos: { nombre: 'Beto Inactivo' } } });
  inactivo = other.json().id;
  const off = await t.as('admin', { method: 'POST', url: `/api/modulos/pruebacontacto/${inactivo}/vigente`, payload: { version: 1 } });
  expect(off.json().vigente).toBe(false);
});
afterAll(async () => {
  await t?.close();
});

describe('x-link: linked records must exist and be findable (API)', () => {
  it('LNK-07 a record links an existing contact and reads it back', async () => {
    const res = await create({ nombre: 'Con contacto', tipo: 'Calls', contacto, telefono: '011 4444-5555' });
    expect(res.statusCode).toBe(201);
    expect(res.json().datos.contacto).toBe(contacto);
  });

  it('LNK-07 an unknown contact id is refused with a Spanish message and nothing is written', async () => {
    const before = await count();
    const res = await create({ nombre: 'Contacto inexistente', contacto: 999999 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe('El registro vinculado en Contacto no existe o no está disponible.');
    expect(res.json().error.campos).toEqual([{ path: 'contacto', mensaje: 'El registro vinculado en Contacto no existe o no está disponible.' }]);
    expect(await count()).toBe(before);
  });

  it('LNK-14 a record the link search would not find (outside the kind’s fixed filters) is refused', async () => {
    const res = await create({ nombre: 'Contacto no vigente', contacto: inactivo });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.codigo).toBe('validacion');
  });

  it('LNK-07 the id of a record of another module is not a contact', async () => {
    const prueba = (await create({ nombre: 'Otra prueba' })).json().id;
    const res = await create({ nombre: 'Vínculo a otro módulo', contacto: prueba + 100000 });
    expect(res.statusCode).toBe(400);
  });

  it('LNK-07 an update to an unknown contact is refused and the stored record is unchanged', async () => {
    const made = (await create({ nombre: 'Para modificar', contacto })).json();
    const res = await t.as('admin', {
      method: 'PUT',
      url: `/api/modulos/prueba/${made.id}`,
      payload: { version: made.version, datos: { ...made.datos, contacto: 999998 } },
    });
    expect(res.statusCode).toBe(400);
    const stored = (await t.as('admin', { method: 'GET', url: `/api/modulos/prueba/${made.id}` })).json();
    expect(stored.version).toBe(made.version);
    expect(stored.datos.contacto).toBe(contacto);
  });

  it('a link that is not an id is refused by the schema (400, not 500)', async () => {
    const res = await create({ nombre: 'Vínculo de texto', contacto: 'Ana' });
    expect(res.statusCode).toBe(400);
  });

  it('LNK-22 the assignee must be a staff contact (the personal kind’s fixed filter); a staff contact is accepted', async () => {
    const staff = (
      await t.as('admin', { method: 'POST', url: '/api/modulos/pruebacontacto', payload: { datos: { nombre: 'Pía Personal', personal: true } } })
    ).json().id;
    const refused = await create({ nombre: 'Asignada a un cliente', asignado: contacto });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.mensaje).toBe('El registro vinculado en Asignado no existe o no está disponible.');
    const accepted = await create({ nombre: 'Asignada al personal', asignado: staff });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().datos.asignado).toBe(staff);
  });

  it('a user without write access gets 403 before any link check', async () => {
    const res = await t.as('sinpermisos', { method: 'POST', url: '/api/modulos/prueba', payload: { datos: { nombre: 'Sin permiso', contacto: 999999 } } });
    expect(res.statusCode).toBe(403);
  });
});
