/**
 * SGC-style permissions through the API on the fixture module `pruebasgc` (tests/fixtures/fixtureSgc.ts):
 * area flags (`prepara`, `revisa`, `aprueba` on `documentossgc`, SGC-56), the record's person
 * (`userIs: 'preparador'`: the user's staff contact, matched by CRM id) and their combination
 * (SGC-54), the approve field and row switch guarded by `aprueba` (SGC-OP07). Every refusal is a
 * 403 in Spanish with nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp } from './helpers/fixtureApp';
import { addSgcUser, addStaffContact } from './helpers/sgcUsers';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
const url = '/api/modulos/pruebasgc';
const DENIED = 'No tiene permisos para acceder a este módulo';
const contacts: Record<string, number> = {};

const createDoc = async (datos: Record<string, unknown>) => {
  const res = await t.as('admin', { method: 'POST', url, payload: { datos } });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; version: number; datos: Record<string, unknown> };
};
const stored = async (id: number) => t.db.selectFrom('records').select(['data', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
const put = (who: string, id: number, version: number, datos: Record<string, unknown>) =>
  t.as(who, { method: 'PUT', url: `${url}/${id}`, payload: { version, datos } });

beforeAll(async () => {
  t = await startTestApp(fixtureApp);
  await addSgcUser(t, 'prepara', { flags: { prepara: true } });
  await addSgcUser(t, 'preparasinflag', { flags: {} });
  await addSgcUser(t, 'revisa', { flags: { revisa: true } });
  await addSgcUser(t, 'aprueba', { flags: { aprueba: true } });
  await addSgcUser(t, 'escritura', { escritura: true, flags: {} });
  await addSgcUser(t, 'novigente', { vigente: false, flags: { aprueba: true } });
  await addSgcUser(t, 'auditorpreparador', null, ['ROLE_DOCUMENTOS_SGC']);
  contacts.prepara = await addStaffContact(t, 'Paula Prepara', 'prepara');
  contacts.sinflag = await addStaffContact(t, 'Sergio Sin Flag', 'preparasinflag');
  contacts.auditor = await addStaffContact(t, 'Ana Auditora', 'auditorpreparador');
  contacts.otra = await addStaffContact(t, 'Otra Persona');
  contacts.cliente = await addStaffContact(t, 'Cliente Externo', undefined, false);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('SGC-53 reading: admin, ROLE_DOCUMENTOS_SGC or a vigente documentossgc permission', () => {
  it('a user without any of them is refused in Spanish; flags, escritura or the role alone let in', async () => {
    await createDoc({ nombre: 'Manual de calidad' });
    const refused = await t.as('sinpermisos', { method: 'GET', url });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.mensaje).toBe(DENIED);
    for (const who of ['prepara', 'revisa', 'escritura', 'auditor']) {
      const res = await t.as(who, { method: 'GET', url: `${url}?texto=manual` });
      expect(res.statusCode, who).toBe(200);
      expect(res.json().datos.map((r: { datos: { nombre: string } }) => r.datos.nombre)).toEqual(['Manual de calidad']);
    }
  });

  it('a permission record that is not vigente gives nothing, whatever its flags', async () => {
    const res = await t.as('novigente', { method: 'GET', url });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.mensaje).toBe(DENIED);
  });
});

describe('SGC-54 / SGC-56 editing by flag', () => {
  it('revisa and aprueba edit any document; the change is stored', async () => {
    const doc = await createDoc({ nombre: 'Procedimiento de compras', preparador: contacts.otra });
    const byReviewer = await put('revisa', doc.id, 1, { nombre: 'Procedimiento de compras', preparador: contacts.otra, contenido: 'Revisado' });
    expect(byReviewer.statusCode).toBe(200);
    const byApprover = await put('aprueba', doc.id, 2, { nombre: 'Procedimiento de compras', preparador: contacts.otra, contenido: 'Aprobado el texto' });
    expect(byApprover.statusCode).toBe(200);
    expect(await stored(doc.id)).toMatchObject({ version: 3, data: { contenido: 'Aprobado el texto' } });
  });

  it('escritura without a flag does not edit: 403 in Spanish, nothing stored', async () => {
    const doc = await createDoc({ nombre: 'Instructivo de archivo', preparador: contacts.otra });
    const res = await put('escritura', doc.id, 1, { nombre: 'Cambiado', preparador: contacts.otra });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.mensaje).toBe(DENIED);
    expect(await stored(doc.id)).toMatchObject({ version: 1, data: { nombre: 'Instructivo de archivo' } });
  });

  it('creating needs a flag that holds without a record (revisa, aprueba): prepara cannot create, and nothing is stored', async () => {
    const created = await t.as('revisa', { method: 'POST', url, payload: { datos: { nombre: 'Alta del revisor' } } });
    expect(created.statusCode).toBe(201);
    const refused = await t.as('prepara', { method: 'POST', url, payload: { datos: { nombre: 'Alta del preparador' } } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.mensaje).toBe(DENIED);
    const rows = await t.db
      .selectFrom('records')
      .select('id')
      .where('module', '=', 'pruebasgc')
      .where(({ ref }) => ref('data', '->>').key('nombre'), '=', 'Alta del preparador')
      .execute();
    expect(rows).toHaveLength(0);
  });
});

describe('SGC-54 the preparer (userIs) combined with the prepara flag', () => {
  it('prepara edits the documents whose preparer is the user’s staff contact', async () => {
    const doc = await createDoc({ nombre: 'Política de viajes', preparador: contacts.prepara });
    const res = await put('prepara', doc.id, 1, { nombre: 'Política de viajes', preparador: contacts.prepara, contenido: 'Primer borrador' });
    expect(res.statusCode).toBe(200);
    expect(res.json().datos.contenido).toBe('Primer borrador');
  });

  it('prepara on a document prepared by someone else: 403, nothing stored', async () => {
    const doc = await createDoc({ nombre: 'Política ajena', preparador: contacts.otra });
    const res = await put('prepara', doc.id, 1, { nombre: 'Política tomada', preparador: contacts.otra });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.mensaje).toBe(DENIED);
    expect(await stored(doc.id)).toMatchObject({ version: 1, data: { nombre: 'Política ajena' } });
  });

  it('the preparer is read from the stored record: naming oneself preparer in the body does not open it', async () => {
    const doc = await createDoc({ nombre: 'Sin preparador propio', preparador: contacts.otra });
    const res = await put('prepara', doc.id, 1, { nombre: 'Ahora es mío', preparador: contacts.prepara });
    expect(res.statusCode).toBe(403);
    expect(await stored(doc.id)).toMatchObject({ version: 1, data: { nombre: 'Sin preparador propio', preparador: contacts.otra } });
  });

  it('being the preparer without the prepara flag, or with a role that only reads, does not edit', async () => {
    const mine = await createDoc({ nombre: 'Preparado sin permiso', preparador: contacts.sinflag });
    const noFlag = await put('preparasinflag', mine.id, 1, { nombre: 'Intento', preparador: contacts.sinflag });
    expect(noFlag.statusCode).toBe(403);
    const auditors = await createDoc({ nombre: 'Preparado por la auditora', preparador: contacts.auditor });
    const roleOnly = await put('auditorpreparador', auditors.id, 1, { nombre: 'Intento', preparador: contacts.auditor });
    expect(roleOnly.statusCode).toBe(403);
    expect(roleOnly.json().error.mensaje).toBe(DENIED);
    expect(await stored(mine.id)).toMatchObject({ version: 1, data: { nombre: 'Preparado sin permiso' } });
    expect(await stored(auditors.id)).toMatchObject({ version: 1, data: { nombre: 'Preparado por la auditora' } });
  });

  it('a preparer’s write is checked like any other: an unknown id is 404, a link the search would not find is 400', async () => {
    expect((await put('prepara', 999_999, 1, { nombre: 'No existe' })).statusCode).toBe(404);
    const doc = await createDoc({ nombre: 'Con vínculo', preparador: contacts.prepara });
    // A contact is not a supplier: the supplier kind would not find it.
    const res = await put('prepara', doc.id, 1, { nombre: 'Con vínculo', preparador: contacts.prepara, proveedor: contacts.cliente });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe('El registro vinculado en Proveedor no existe o no está disponible.');
    expect(await stored(doc.id)).toMatchObject({ version: 1, data: { preparador: contacts.prepara } });
  });

  it('19-1 the preparer cannot hand the document to someone else: the guard holds on the record as it will be; 403, nothing stored', async () => {
    const doc = await createDoc({ nombre: 'Mi documento', preparador: contacts.prepara });
    for (const preparador of [contacts.otra, contacts.cliente]) {
      const res = await put('prepara', doc.id, 1, { nombre: 'Mi documento', preparador });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.mensaje).toBe(DENIED);
    }
    expect(await stored(doc.id)).toMatchObject({ version: 1, data: { preparador: contacts.prepara } });
    // Whoever edits any document (revisa) may reassign it.
    expect((await put('revisa', doc.id, 1, { nombre: 'Mi documento', preparador: contacts.otra })).statusCode).toBe(200);
  });

  it('GET /api/usuario gives the browser the user’s staff contact (null when none) and teams', async () => {
    expect((await t.as('prepara', { method: 'GET', url: '/api/usuario' })).json()).toMatchObject({ id_contacto: contacts.prepara, equipos: [] });
    // A user whom no staff contact carries is nobody.
    await t.db
      .insertInto('users')
      .values({ username: 'sincontacto', nombre: 'Sin Contacto', password_hash: null, email: null, account_id: null, id_crm: null })
      .execute();
    expect((await t.as('sincontacto', { method: 'GET', url: '/api/usuario' })).json().id_contacto).toBeNull();
    const staff = (await t.as('staff', { method: 'GET', url: '/api/usuario' })).json();
    expect(staff.equipos).toHaveLength(1);
  });
});

describe('SGC-OP07 approving needs aprueba (field and row switch)', () => {
  it('without aprueba the approved flag sent in a save is ignored (the rest is stored); with it, it is stored', async () => {
    const doc = await createDoc({ nombre: 'Plan anual', preparador: contacts.prepara, aprobado: false });
    const byPreparer = await put('prepara', doc.id, 1, { nombre: 'Plan anual', preparador: contacts.prepara, contenido: 'Listo', aprobado: true });
    expect(byPreparer.statusCode).toBe(200);
    expect(await stored(doc.id)).toMatchObject({ version: 2, data: { contenido: 'Listo', aprobado: false } });
    const byReviewer = await put('revisa', doc.id, 2, { nombre: 'Plan anual', preparador: contacts.prepara, contenido: 'Listo', aprobado: true });
    expect(byReviewer.statusCode).toBe(200);
    // Nothing else changed: no new version either.
    expect(await stored(doc.id)).toMatchObject({ version: 2, data: { aprobado: false } });
    const byApprover = await put('aprueba', doc.id, 2, { nombre: 'Plan anual', preparador: contacts.prepara, contenido: 'Listo', aprobado: true });
    expect(byApprover.statusCode).toBe(200);
    expect(byApprover.json().datos.aprobado).toBe(true);
  });

  it('the list’s Aprobado switch: 403 in Spanish without aprueba, nothing stored; with aprueba it toggles', async () => {
    const doc = await createDoc({ nombre: 'Matriz de riesgos', aprobado: false });
    const refused = await t.as('revisa', { method: 'POST', url: `${url}/${doc.id}/alternar/aprobado`, payload: { version: 1 } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.mensaje).toBe('No tiene permisos para modificar este registro.');
    expect(await stored(doc.id)).toMatchObject({ version: 1, data: { aprobado: false } });
    const done = await t.as('aprueba', { method: 'POST', url: `${url}/${doc.id}/alternar/aprobado`, payload: { version: 1 } });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ version: 2, datos: { aprobado: true } });
  });
});
