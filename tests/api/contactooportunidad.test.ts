/**
 * Contacts of an opportunity (COP-*) through the module API: linking a contact (a passenger) to an
 * opportunity of an account, the passport data of the trip, removal, access and the record scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t as translate } from '../../engine/core/messages';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
const base = '/api/modulos/contactooportunidad';
const AGENCIA = 501;
const OTRA = 502;
let opportunity: number;
let contact: number;
let voided: number;

const count = async () => Number((await t.db.selectFrom('records').select((eb) => eb.fn.countAll().as('n')).where('module', '=', 'contactooportunidad').executeTakeFirstOrThrow()).n);
const link = (over: Record<string, unknown> = {}) => ({ cuenta: OTRA, oportunidad: opportunity, contacto: contact, nombre: 'Gómez, Marta', documento: '27334445', fechaNacimiento: '1980-02-03', ...over });
const create = (who: string, datos: Record<string, unknown>) => t.as(who, { method: 'POST', url: base, payload: { datos } });
const newContact = async (over: Record<string, unknown>) =>
  (await t.as('staff', { method: 'POST', url: '/api/modulos/contacto', payload: { datos: { nombre: 'Marta', apellido: 'Gómez', email: 'marta@gmail.com', tipoDocumento: 'DNI', documento: '27334445', cuenta: OTRA, ...over } } })).json();

beforeAll(async () => {
  t = await startTestApp();
  await t.db.updateTable('users').set({ account_id: String(AGENCIA) }).where('username', '=', 'externo').execute();
  opportunity = (await t.as('staff', { method: 'POST', url: '/api/modulos/oportunidad', payload: { datos: { nombre: 'Gómez - Brasil', cuenta: OTRA, etapa: 'oportunidad' } } })).json().id;
  contact = (await newContact({})).id;
  const v = await newContact({ nombre: 'Anulado', documento: '11222333', email: 'anulado@gmail.com' });
  voided = (await t.as('staff', { method: 'POST', url: `/api/modulos/contacto/${v.id}/anular/vigente`, payload: { version: v.version } })).json().id;
});
afterAll(async () => {
  await t?.close();
});

describe('contact–opportunity (COP)', () => {
  let saved: { id: number; version: number; datos: Record<string, unknown> };

  it('COP-09 is open to admins, ROLE_CONTACTOS and ROLE_OPORTUNIDADES only', async () => {
    for (const user of ['bancos', 'proveedores', 'sinpermisos']) {
      const res = await t.as(user, { method: 'GET', url: base });
      expect(res.statusCode, user).toBe(403);
      expect(res.json().error.mensaje).toBe('No tiene permisos para acceder a este módulo');
    }
    expect((await t.as('staff', { method: 'GET', url: base })).statusCode).toBe(200);
    expect((await t.as('admin', { method: 'GET', url: base })).statusCode).toBe(200);
  });

  it('COP-01 COP-03 COP-05 links a contact to the opportunity of the account', async () => {
    const res = await create('staff', link({ pasaportePais: 'AR', pasaporteEmision: '2022-03-01', pasaporteVencimiento: '2032-03-01' }));
    expect(res.statusCode).toBe(201);
    saved = res.json();
    expect(saved.datos).toMatchObject({ cuenta: OTRA, oportunidad: opportunity, contacto: contact, nombre: 'Gómez, Marta' });
  });

  it('COP-02 edits the link of an existing contact', async () => {
    const res = await t.as('staff', { method: 'PUT', url: `${base}/${saved.id}`, payload: { version: saved.version, datos: { ...saved.datos, observaciones: 'Viaja con silla de ruedas' } } });
    expect(res.statusCode).toBe(200);
    saved = res.json();
    expect(saved.datos.observaciones).toBe('Viaja con silla de ruedas');
  });

  it('COP-06 lists the opportunity contacts by opportunity, and finds the opportunity by text', async () => {
    const listed = (await t.as('staff', { method: 'GET', url: `${base}?oportunidad=${opportunity}&vigente=true` })).json();
    expect(listed.datos.map((r: { id: number }) => r.id)).toEqual([saved.id]);
    const found = (await t.as('staff', { method: 'GET', url: '/api/modulos/oportunidad?texto=gomez' })).json();
    expect(found.datos.map((r: { id: number }) => r.id)).toEqual([opportunity]);
  });

  it('COP-04 CON-OP07 a passenger needs a birth date and passport dates in order; nothing is stored when refused', async () => {
    const before = await count();
    const missing = await create('staff', link({ fechaNacimiento: undefined }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.mensaje).toBe('Debe completar los campos obligatorios antes de guardar.');
    const dates = await create('staff', link({ pasaporteEmision: '2024-05-01', pasaporteVencimiento: '2023-05-01' }));
    expect(dates.statusCode).toBe(400);
    expect(dates.json().error.campos).toEqual([{ path: 'pasaporteVencimiento', mensaje: 'El vencimiento del pasaporte no puede ser anterior a su emisión.' }]);
    expect(await count()).toBe(before);
  });

  it('COP-04 only a valid contact can be linked: not a voided one, nor one that does not exist', async () => {
    const before = await count();
    for (const id of [voided, 999999]) {
      const res = await create('staff', link({ contacto: id }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.campos).toEqual([{ path: 'contacto', mensaje: 'El registro vinculado en Contacto no existe o no está disponible.' }]);
    }
    expect(await count()).toBe(before);
  });

  it('COP-07 COP-OP01 the screen messages are the spec texts', () => {
    const messages = t.config.modules.contactooportunidad.messages;
    expect(translate(messages.listError)).toBe('Se produjo un error al obtener las oportunidades del contacto');
    expect(translate(messages.saveSuccess!)).toBe('Se guardaron correctamente los datos');
    expect(translate(messages.saveError!)).toBe('Ocurrió un error al guardar los datos.');
  });

  it('COP-08 removes a contact from the opportunity', async () => {
    const res = await t.as('staff', { method: 'POST', url: `${base}/${saved.id}/anular/vigente`, payload: { version: saved.version } });
    expect(res.statusCode).toBe(200);
    expect((await t.as('staff', { method: 'GET', url: `${base}?oportunidad=${opportunity}&vigente=true` })).json().total).toBe(0);
  });

  it('COP-09 an external agency user (no ROLE_CONTACTOS nor ROLE_OPORTUNIDADES) is denied, and stores nothing', async () => {
    expect((await t.as('externo', { method: 'GET', url: `${base}/${saved.id}` })).statusCode).toBe(403);
    const before = await count();
    const refused = await create('externo', link());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.mensaje).toBe('No tiene permisos para acceder a este módulo');
    expect(await count()).toBe(before);
  });
});
