/**
 * Contacts and passengers (CON-*) through the module API, the browser bypassed: access, the rules
 * of a save with their exact messages (nothing stored when refused), void, the search rules, the
 * caps and the record scope of an external agency user (`externo`, CON-37…40).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRecords } from './helpers/seedRecords';
import { startTestApp, type TestApp } from './helpers/testApp';
import { accountNamed } from './helpers/accountOf';
import { uploadPdf } from './helpers/uploadFile';
import { sql } from 'kysely';
import { grantArea, setPermissionRecords } from '../support/permissionRecords';

let t: TestApp;
const base = '/api/modulos/contacto';
/** The company's own account (config `company.account`, CON-OP01) and two agency accounts: demo accounts (a contact links an account that exists). */
let OWN: number;
let AGENCIA: number;
let OTRA: number;
/** The config's company block: its account is known once the demo accounts are stored. */
const company = { domain: 'viajesdemo.com.ar', account: 1 };

const contacto = (over: Record<string, unknown> = {}) => ({
  nombre: 'Lucía',
  apellido: 'Fernández',
  email: 'lucia.fernandez@gmail.com',
  tipoDocumento: 'DNI',
  documento: '30111222',
  cuenta: OTRA,
  ...over,
});
const create = (who: string, datos: Record<string, unknown>) => t.as(who, { method: 'POST', url: base, payload: { datos } });
const count = async () =>
  Number(
    (
      await t.db
        .selectFrom('records')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('module', '=', 'contacto')
        .executeTakeFirstOrThrow()
    ).n,
  );
const problems = (res: { json(): { error: { mensaje: string; campos?: Array<{ path: string; mensaje: string }> } } }) => res.json().error;

let other: { id: number; version: number };

beforeAll(async () => {
  // The same object as the config's (its account is set below); the staff kind kept as shipped.
  t = await startTestApp({ config: (c) => void (c.company = Object.assign(company, { staffLink: c.company?.staffLink })) });
  [OWN, AGENCIA, OTRA] = [
    await accountNamed(t, 'Operadora Río de la Plata S.A.'),
    await accountNamed(t, 'Hotelera Patagónica S.A.'),
    await accountNamed(t, 'Turismo del Sur S.R.L.'),
  ];
  company.account = OWN;
  // The external user belongs here to an agency account with no demo contacts.
  await t.db
    .updateTable('users')
    .set({ account_id: String(AGENCIA) })
    .where('username', '=', 'externo')
    .execute();
  other = (await create('staff', contacto({ nombre: 'Otro', apellido: 'Pasajero', documento: '22333444', email: 'otro@gmail.com' }))).json();
});
afterAll(async () => {
  await t?.close();
});

describe('contact access (CON-36)', () => {
  it('CON-36 denies the list and the form to a user without admin or ROLE_CONTACTOS', async () => {
    for (const user of ['sinpermisos', 'bancos', 'proveedores']) {
      const res = await t.as(user, { method: 'GET', url: `${base}?texto=pasajero` });
      expect(res.statusCode, user).toBe(403);
      expect(problems(res).mensaje).toBe('No tiene permisos para acceder a este módulo');
      expect((await t.as(user, { method: 'GET', url: `${base}/${other.id}` })).statusCode).toBe(403);
    }
    const before = await count();
    expect((await create('sinpermisos', contacto({ documento: '40111222' }))).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('CON-36 admins and staff with ROLE_CONTACTOS read and write', async () => {
    expect((await t.as('admin', { method: 'GET', url: `${base}/${other.id}` })).statusCode).toBe(200);
    expect((await t.as('staff', { method: 'GET', url: `${base}?texto=pasajero` })).json().total).toBe(1);
  });
});

describe('saving a contact (CON-16…21, CON-29…35)', () => {
  it('CON-19 CON-17 creates a contact and reads it back with its derived display name', async () => {
    const res = await create(
      'staff',
      contacto({
        mostrarNombre: 'Fernández, Lucía',
        fechaNacimiento: '1985-04-12',
        pasaportePais: 'AR',
        pasaporteEmision: '2020-01-10',
        pasaporteVencimiento: '2030-01-10',
      }),
    );
    expect(res.statusCode).toBe(201);
    const got = (await t.as('staff', { method: 'GET', url: `${base}/${res.json().id}` })).json();
    expect(got.datos).toMatchObject({ nombre: 'Lucía', apellido: 'Fernández', mostrarNombre: 'Fernández, Lucía', cuenta: OTRA, documento: '30111222' });
    expect(got.vigente).toBe(true);
  });

  it('20 a contact created through the API without "activo" starts active, as the form starts it; one sent inactive stays inactive', async () => {
    const made = await create('staff', contacto({ nombre: 'Sin', apellido: 'Activo', documento: '27444555', email: 'sin.activo@gmail.com' }));
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().datos.activo).toBe(true);
    const stored = await t.db.selectFrom('records').select('data').where('id', '=', made.json().id).executeTakeFirstOrThrow();
    expect((stored.data as { activo?: unknown }).activo).toBe(true);
    const off = await create('staff', contacto({ nombre: 'Con', apellido: 'Inactivo', documento: '27444556', email: 'con.inactivo@gmail.com', activo: false }));
    expect(off.statusCode, off.body).toBe(201);
    expect(off.json().datos.activo).toBe(false);
  });

  it('CON-34 refuses missing required fields with the spec message, naming each, and stores nothing', async () => {
    const before = await count();
    const res = await create('staff', { nombre: 'Solo nombre' });
    expect(res.statusCode).toBe(400);
    expect(problems(res).mensaje).toBe('Debe completar los campos obligatorios antes de guardar.');
    expect(
      problems(res)
        .campos?.map((c) => c.path)
        .sort(),
    ).toEqual(['apellido', 'cuenta', 'documento', 'email', 'tipoDocumento']);
    expect(await count()).toBe(before);
  });

  it('CON-33 a CUIT or CUIL needs its number (CON-OP06) and a valid check digit', async () => {
    const before = await count();
    const missing = await create('staff', contacto({ tipoDocumento: 'CUIT', documento: undefined }));
    expect(missing.statusCode).toBe(400);
    expect(problems(missing).mensaje).toBe('Debe completar los campos obligatorios antes de guardar.');
    expect(problems(missing).campos?.map((c) => c.path)).toEqual(['documento']);
    const wrong = await create('staff', contacto({ tipoDocumento: 'CUIL', documento: '20123456780' }));
    expect(wrong.statusCode).toBe(400);
    expect(problems(wrong).campos?.[0].path).toBe('documento');
    expect(await count()).toBe(before);
    expect((await create('staff', contacto({ tipoDocumento: 'CUIT', documento: '20123456786', email: 'cuit@gmail.com' }))).statusCode).toBe(201);
  });

  it('CON-30 refuses a new contact whose document already exists, with the spec message', async () => {
    const before = await count();
    const res = await create('staff', contacto({ nombre: 'Duplicado', documento: '22333444' }));
    expect(res.statusCode).toBe(400);
    expect(problems(res).mensaje).toBe('No se puede cargar el pasajero/contacto porque ya existe otro con mismo documento.');
    expect(await count()).toBe(before);
    // The form asks the same question while the user types (x-unique, GET existe).
    const exists = await t.as('staff', { method: 'GET', url: `${base}/existe?campo=documento&valor=22333444` });
    expect(exists.json()).toEqual({ existe: true });
  });

  it('CON-32 refuses a passport that expires before its issue date (CON-OP05 text)', async () => {
    const before = await count();
    const res = await create('staff', contacto({ documento: '31222333', pasaporteEmision: '2024-05-01', pasaporteVencimiento: '2024-04-30' }));
    expect(res.statusCode).toBe(400);
    expect(problems(res).campos).toEqual([{ path: 'pasaporteVencimiento', mensaje: 'El vencimiento del pasaporte no puede ser anterior a su emisión.' }]);
    expect(await count()).toBe(before);
    expect(
      (await create('staff', contacto({ documento: '31222333', email: 'pas@gmail.com', pasaporteEmision: '2024-05-01', pasaporteVencimiento: '2024-05-01' })))
        .statusCode,
    ).toBe(201);
  });

  it('CON-29 refuses an e-mail in the company domain (any case) unless the contact is of the company account', async () => {
    const before = await count();
    const res = await create('staff', contacto({ documento: '32333444', email: 'Juan.Perez@ViajesDemo.com.ar' }));
    expect(res.statusCode).toBe(400);
    expect(problems(res).mensaje).toBe('El correo de contacto de la persona no puede ser @viajesdemo.com.ar si la persona no pertenece a la cuenta.');
    expect(await count()).toBe(before);
    const own = await create('staff', contacto({ documento: '32333444', email: 'juan.perez@viajesdemo.com.ar', cuenta: OWN }));
    expect(own.statusCode, own.body).toBe(201);
    // Moving that person to another account is refused on edit too.
    const moved = await t.as('staff', {
      method: 'PUT',
      url: `${base}/${own.json().id}`,
      payload: { version: own.json().version, datos: { ...own.json().datos, cuenta: OTRA } },
    });
    expect(moved.statusCode).toBe(400);
  });

  it('CON-20 keeps a history of the changes (CON-07)', async () => {
    const res = await create('staff', contacto({ documento: '33444555', email: 'h@gmail.com' }));
    const { id, version, datos } = res.json();
    await t.as('staff', { method: 'PUT', url: `${base}/${id}`, payload: { version, datos: { ...datos, email: 'historia@gmail.com' } } });
    const history = (await t.as('staff', { method: 'GET', url: `${base}/${id}/historial` })).json().datos;
    expect(history[0].cambios).toEqual(
      expect.arrayContaining([expect.objectContaining({ campo: 'email', antes: 'h@gmail.com', despues: 'historia@gmail.com' })]),
    );
  });

  it('CON-06 keeps the person documents with their type (PAS = passport)', async () => {
    const archivo = await uploadPdf(t, 'staff', 'pasaporte.pdf');
    const res = await create(
      'staff',
      contacto({ documento: '34555666', email: 'doc@gmail.com', notas: [{ tipoDocumento: 'PAS', archivo, nombre: 'pasaporte.pdf', principal: true }] }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().datos.notas).toEqual([{ tipoDocumento: 'PAS', archivo, nombre: 'pasaporte.pdf', principal: true }]);
  });
});

describe('contact search (CON-09…15)', () => {
  it('CON-09 CON-OP03 a search needs a filter, and a text of at least 3 characters', async () => {
    const none = await t.as('staff', { method: 'GET', url: `${base}?pantalla=contactos.lista` });
    expect(none.statusCode).toBe(400);
    expect(problems(none).mensaje).toBe('Debe seleccionar al menos un filtro de busqueda');
    const short = await t.as('staff', { method: 'GET', url: `${base}?texto=lu` });
    expect(short.statusCode).toBe(400);
    expect(problems(short).mensaje).toBe('Mínimo 3 caracteres para realizar la búsqueda');
  });

  it('CON-10 searches by name, e-mail and document, ignoring accents', async () => {
    const byName = (await t.as('staff', { method: 'GET', url: `${base}?texto=fernandez` })).json();
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.datos.every((r: { datos: { apellido: string } }) => r.datos.apellido === 'Fernández')).toBe(true);
    expect((await t.as('staff', { method: 'GET', url: `${base}?texto=22333444` })).json().datos.map((r: { id: number }) => r.id)).toEqual([other.id]);
  });

  it('CON-11 CON-15 caps a search at 100 with the spec warning', async () => {
    await seedRecords(
      t,
      'contacto',
      ['nombre', 'apellido', 'mostrarNombre', 'email', 'documento'],
      Array.from({ length: 101 }, (_, i) => ({
        ...contacto({ nombre: `Masivo ${i}`, documento: `50${String(i).padStart(6, '0')}` }),
        mostrarNombre: `Masivo ${i}`,
      })),
      String(OTRA),
    );
    const res = (await t.as('staff', { method: 'GET', url: `${base}?texto=masivo&pantalla=contactos.lista&limit=25` })).json();
    expect(res.datos).toHaveLength(25);
    expect(res.total).toBe(100);
    expect(res.extras).toMatchObject({ cap: 100, capReached: true, mensaje: 'Se mostraron 100 resultados, existen más disponibles refinando la búsqueda.' });
  });

  it('CON-13 CON-OP04 an empty result answers an empty page (the screen says `No se encontraron contactos.`)', async () => {
    expect((await t.as('staff', { method: 'GET', url: `${base}?texto=zzzzqq` })).json()).toMatchObject({ total: 0, datos: [] });
    expect(t.config.modules.contacto.messages.noResults).toBe('contacto.noResults');
  });

  it('exports the search to CSV with the columns on screen', async () => {
    const res = await t.as('staff', { method: 'GET', url: `${base}/exportar/csv?texto=22333444` });
    expect(res.statusCode).toBe(200);
    const [header, row] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toContain('Nombre');
    expect(header).toContain('Documento');
    // WID-07: the document as the list shows it (decision 114).
    expect(row).toContain('22.333.444');
  });
});

describe('voiding a contact (CON-22…28)', () => {
  it('CON-22 CON-23 CON-27 a voided contact is no longer vigente and leaves the list the screen shows', async () => {
    const created = (await create('staff', contacto({ nombre: 'Anulable', documento: '35666777', email: 'anulable@gmail.com' }))).json();
    const res = await t.as('staff', { method: 'POST', url: `${base}/${created.id}/anular/vigente`, payload: { version: created.version } });
    expect(res.statusCode).toBe(200);
    expect(res.json().vigente).toBe(false);
    const listed = (await t.as('staff', { method: 'GET', url: `${base}?texto=anulable&vigente=true&pantalla=contactos.lista` })).json();
    expect(listed.total).toBe(0);
    // Voiding again writes nothing.
    const again = await t.as('staff', { method: 'POST', url: `${base}/${created.id}/anular/vigente`, payload: { version: res.json().version } });
    expect(again.json().version).toBe(res.json().version);
  });

  it('21-5 CON-27 a voided contact leaves every list of contacts the server answers: the account’s Contactos tab (?cuenta=), a search without the screen’s filter, the link search and the export; asking vigente=false still finds it', async () => {
    const made = await create('staff', contacto({ nombre: 'Carla', apellido: 'Tester', documento: '29876123', email: 'carla.tester@gmail.com', cuenta: OWN }));
    expect(made.statusCode, made.body).toBe(201);
    const created = made.json();
    const tab = `${base}?cuenta=${OWN}&orden=mostrarNombre&dir=asc&limit=100&offset=0`;
    const names = async (url: string) =>
      ((await t.as('staff', { method: 'GET', url })).json().datos as Array<{ datos: { mostrarNombre: string } }>).map((row) => row.datos.mostrarNombre);
    expect(await names(tab)).toContain('Tester, Carla');
    expect((await t.as('staff', { method: 'POST', url: `${base}/${created.id}/anular/vigente`, payload: { version: created.version } })).statusCode).toBe(200);

    expect(await names(tab)).not.toContain('Tester, Carla');
    expect(await names(`${base}?texto=carla`)).not.toContain('Tester, Carla');
    const linkSearch = await t.as('staff', { method: 'POST', url: `${base}/buscar`, payload: { busqueda: { filtro: 'carla' } } });
    expect(linkSearch.statusCode).toBe(200);
    expect(linkSearch.json().datos.map((row: { datos: { mostrarNombre: string } }) => row.datos.mostrarNombre)).not.toContain('Tester, Carla');
    const csv = await t.as('staff', { method: 'GET', url: `/api/modulos/contacto/exportar/csv?cuenta=${OWN}` });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain('Carla');
    // Who asks for voided contacts by name gets them.
    expect(await names(`${base}?cuenta=${OWN}&vigente=false`)).toContain('Tester, Carla');
  });

  it('CON-24 CON-28 a refused void (stale version) changes nothing', async () => {
    const created = (await create('staff', contacto({ nombre: 'Vigente', documento: '36777888', email: 'vig@gmail.com' }))).json();
    const res = await t.as('staff', { method: 'POST', url: `${base}/${created.id}/anular/vigente`, payload: { version: created.version + 5 } });
    expect(res.statusCode).toBe(409);
    expect((await t.as('staff', { method: 'GET', url: `${base}/${created.id}` })).json().vigente).toBe(true);
  });
});

describe('external agency users (CON-37…40)', () => {
  let own: { id: number; version: number; datos: Record<string, unknown> };

  it('CON-38 an external user with no contacts lists none, with no filter needed (the screen then opens a new contact)', async () => {
    const res = await t.as('externo', { method: 'GET', url: `${base}?pantalla=contactos.lista&vigente=true` });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(0);
    expect(t.config.screens.find((s) => s.id === 'contactos.lista')).toMatchObject({ scoped: { emptyMessage: 'contacto.primeroUsted' } });
  });

  it('CON-37 what an external user saves belongs to their own account, whatever the body says', async () => {
    const res = await create(
      'externo',
      contacto({ nombre: 'Ernesto', apellido: 'Externo', documento: '37888999', email: 'ernesto@agencia.com.ar', cuenta: OTRA }),
    );
    expect(res.statusCode).toBe(201);
    own = res.json();
    expect(own.datos.cuenta).toBe(AGENCIA);
    const row = await t.db.selectFrom('records').select('owner_account').where('id', '=', own.id).executeTakeFirstOrThrow();
    expect(row.owner_account).toBe(String(AGENCIA));
  });

  it('CON-37 CON-40 an external user lists only their account contacts, at once, up to 999', async () => {
    const res = (await t.as('externo', { method: 'GET', url: `${base}?pantalla=contactos.lista&vigente=true` })).json();
    expect(res.datos.map((r: { id: number }) => r.id)).toEqual([own.id]);
    expect(res.extras.cap).toBe(999);
    // Staff keep the filter rule and the 100 cap on the same screen.
    expect((await t.as('staff', { method: 'GET', url: `${base}?pantalla=contactos.lista` })).statusCode).toBe(400);
  });

  it('CON-40 the external cap warning is the 999 one', async () => {
    await seedRecords(
      t,
      'contacto',
      ['nombre', 'apellido', 'mostrarNombre', 'email', 'documento'],
      Array.from({ length: 1000 }, (_, i) => ({
        ...contacto({ nombre: `Grupo ${i}`, documento: `60${String(i).padStart(6, '0')}`, cuenta: AGENCIA }),
        mostrarNombre: `Grupo ${i}`,
      })),
      String(AGENCIA),
    );
    const res = (await t.as('externo', { method: 'GET', url: `${base}?pantalla=contactos.lista&limit=25` })).json();
    expect(res.total).toBe(999);
    expect(res.extras).toMatchObject({ cap: 999, capReached: true, mensaje: 'Se mostraron 999 resultados, existen más disponibles refinando la búsqueda.' });
  });

  it("CON-37 the session tells an external user his own account's name (he may not read the accounts, his contact form shows it)", async () => {
    const usuario = (await t.as('externo', { method: 'GET', url: '/api/usuario' })).json();
    expect(usuario.entidad).toEqual({ id_crm: String(AGENCIA), id_cliente: String(AGENCIA), descripcion: 'Hotelera Patagónica S.A.' });
    expect((await t.as('externo', { method: 'GET', url: `/api/modulos/cuenta/${AGENCIA}` })).statusCode).toBe(403);
  });

  it('CON-37 another account contact reads as not found and cannot be written or voided', async () => {
    expect((await t.as('externo', { method: 'GET', url: `${base}/${other.id}` })).statusCode).toBe(404);
    expect((await t.as('externo', { method: 'GET', url: `${base}?texto=22333444` })).json().total).toBe(0);
    const put = await t.as('externo', {
      method: 'PUT',
      url: `${base}/${other.id}`,
      payload: { version: other.version, datos: contacto({ nombre: 'Cambiado', documento: '22333444', email: 'otro@gmail.com' }) },
    });
    expect(put.statusCode).toBe(404);
    const annul = await t.as('externo', { method: 'POST', url: `${base}/${other.id}/anular/vigente`, payload: { version: other.version } });
    expect(annul.statusCode).toBe(404);
    const stored = await t.db.selectFrom('records').select(['data', 'version', 'vigente']).where('id', '=', other.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ version: 1, vigente: true, data: { nombre: 'Otro' } });
  });

  it('CON-39 without write permission on contacts an external user reads but may not save', async () => {
    await setPermissionRecords(t, { area: 'contacto' }, { escritura: false });
    try {
      expect((await t.as('externo', { method: 'GET', url: `${base}/${own.id}` })).statusCode).toBe(200);
      const before = await count();
      const created = await create('externo', contacto({ nombre: 'Sin permiso', documento: '38999000', email: 'sp@gmail.com' }));
      expect(created.statusCode).toBe(403);
      expect(problems(created).mensaje).toBe('No tiene los permisos para realizar esta acción.');
      const put = await t.as('externo', {
        method: 'PUT',
        url: `${base}/${own.id}`,
        payload: { version: own.version, datos: { ...own.datos, nombre: 'Cambiado' } },
      });
      expect(put.statusCode).toBe(403);
      expect(problems(put).mensaje).toBe('No tiene los permisos para realizar esta acción.');
      expect(await count()).toBe(before);
      const stored = await t.db.selectFrom('records').select('data').where('id', '=', own.id).executeTakeFirstOrThrow();
      expect(stored.data).toMatchObject({ nombre: 'Ernesto' });
    } finally {
      await setPermissionRecords(t, { area: 'contacto' }, { escritura: true });
    }
  });
});

describe('the contact record and its passenger preferences (CON-05, CON-26)', () => {
  it('CON-05 a contact carries id, idCrm, its fields, cuenta, vigente, activo, notas and historial', async () => {
    const res = await create(
      'staff',
      contacto({
        nombre: 'Campos',
        documento: '41222333',
        email: 'campos@gmail.com',
        fechaNacimiento: '1990-02-03',
        pasaportePais: 'UY',
        pasaporteEmision: '2021-01-01',
        pasaporteVencimiento: '2031-01-01',
        activo: true,
        notas: [],
      }),
    );
    expect(res.statusCode).toBe(201);
    const got = (await t.as('staff', { method: 'GET', url: `${base}/${res.json().id}` })).json();
    expect(got).toMatchObject({ id: res.json().id, vigente: true });
    expect(Object.keys(got)).toEqual(expect.arrayContaining(['id', 'idCrm', 'vigente', 'version']));
    expect(got.datos).toMatchObject({
      nombre: 'Campos',
      apellido: 'Fernández',
      mostrarNombre: 'Fernández, Campos',
      email: 'campos@gmail.com',
      documento: '41222333',
      tipoDocumento: 'DNI',
      fechaNacimiento: '1990-02-03',
      pasaporteEmision: '2021-01-01',
      pasaporteVencimiento: '2031-01-01',
      pasaportePais: 'UY',
      cuenta: OTRA,
      activo: true,
    });
    const historial = await t.as('staff', { method: 'GET', url: `${base}/${res.json().id}/historial` });
    expect(historial.statusCode).toBe(200);
    expect(historial.json().datos.length).toBeGreaterThan(0);
  });

  it('CON-05 the server derives mostrarNombre when an API write leaves it out, and keeps one the user edited', async () => {
    const res = await create('staff', contacto({ nombre: 'Derivado', apellido: 'Servidor', documento: '41333444', email: 'derivado@gmail.com' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().datos.mostrarNombre).toBe('Servidor, Derivado');
    const stored = await t.db.selectFrom('records').select('data').where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(stored.data).toMatchObject({ mostrarNombre: 'Servidor, Derivado' });
    // Found by the display name the server wrote.
    expect((await t.as('staff', { method: 'GET', url: `${base}?texto=servidor` })).json().datos.map((r: { id: number }) => r.id)).toEqual([res.json().id]);
    // An update without it derives it again from the new names; a given one is kept.
    const { id, version, datos } = res.json();
    const { mostrarNombre: _drop, ...rest } = datos;
    const put = await t.as('staff', { method: 'PUT', url: `${base}/${id}`, payload: { version, datos: { ...rest, apellido: 'Servidora' } } });
    expect(put.json().datos.mostrarNombre).toBe('Servidora, Derivado');
    const edited = await t.as('staff', {
      method: 'PUT',
      url: `${base}/${id}`,
      payload: { version: put.json().version, datos: { ...put.json().datos, mostrarNombre: 'Dra. Servidora' } },
    });
    expect(edited.json().datos.mostrarNombre).toBe('Dra. Servidora');
  });

  it("CON-26 CON-OP10 the passenger lookups load with Spanish descriptions and are the preference fields' options", async () => {
    const combos: Record<string, string> = {
      estadosCiviles: 'Casado/a',
      generos: 'Femenino',
      tiposDocumentoContacto: 'Pasaporte',
      nacionalidades: 'Argentina',
      paises: 'Uruguay',
      ocupaciones: 'Profesional independiente',
      relacionesCuenta: 'Titular',
      tiposViajero: 'Corporativo',
      aerolineas: 'Aerolíneas Argentinas',
      asistencia: 'Silla de ruedas',
      asiento: 'Ventanilla',
      comida: 'Sin TACC',
    };
    for (const [combo, descripcion] of Object.entries(combos)) {
      const res = await t.as('staff', { method: 'GET', url: `/api/combos/${combo}` });
      expect(res.statusCode, combo).toBe(200);
      expect(JSON.stringify(res.json()), combo).toContain(descripcion);
    }
    // Every country, in Spanish, for the nationality.
    expect(JSON.stringify((await t.as('staff', { method: 'GET', url: '/api/combos/nacionalidades' })).json())).toContain('Alemania');
    const schema = t.registry.get('contacto').schema.properties;
    const sources = Object.fromEntries(
      [
        'estadoCivil',
        'genero',
        'nacionalidad',
        'pasaportePais',
        'ocupacion',
        'relacionCuenta',
        'tipoViajero',
        'aerolinea',
        'asistencia',
        'asiento',
        'comida',
      ].map((f) => [f, schema[f]['x-combo']]),
    );
    expect(sources).toEqual({
      estadoCivil: 'estadosCiviles',
      genero: 'generos',
      nacionalidad: 'nacionalidades',
      pasaportePais: 'paises',
      ocupacion: 'ocupaciones',
      relacionCuenta: 'relacionesCuenta',
      tipoViajero: 'tiposViajero',
      aerolinea: 'aerolineas',
      asistencia: 'asistencia',
      asiento: 'asiento',
      comida: 'comida',
    });
    const preferences = {
      nacionalidad: 'DE',
      genero: 'F',
      estadoCivil: '2',
      ocupacion: '2',
      relacionCuenta: '1',
      tipoViajero: '1',
      aerolinea: 'AR',
      asistencia: '2',
      asiento: 'V',
      comida: '4',
    };
    const res = await create('staff', contacto({ nombre: 'Preferencias', documento: '41444555', email: 'pref@gmail.com', ...preferences }));
    expect(res.statusCode).toBe(201);
    expect(res.json().datos).toMatchObject(preferences);
    // A code the lookup does not hold is refused, and nothing is stored.
    const before = await count();
    const bad = await create('staff', contacto({ nombre: 'Mala', documento: '41555666', email: 'mala@gmail.com', comida: 'XX' }));
    expect(bad.statusCode).toBe(400);
    expect(problems(bad).campos?.map((c) => c.path)).toContain('comida');
    expect(await count()).toBe(before);
  });
});

describe('contacts by account and by document (CON-08, CON-41, CON-42)', () => {
  it('CON-41 the contacts of an account are the list filtered by `cuenta` (contactosPorCuenta)', async () => {
    const estancia = await accountNamed(t, 'Estancia Los Álamos S.A.');
    const mine = (await create('staff', contacto({ nombre: 'Porcuenta', documento: '42111222', email: 'porcuenta@gmail.com', cuenta: estancia }))).json();
    const res = await t.as('staff', { method: 'GET', url: `${base}?cuenta=${estancia}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().datos.map((r: { id: number }) => r.id)).toEqual([mine.id]);
    // A bad account id is a Spanish 400, not a 500.
    const bad = await t.as('staff', { method: 'GET', url: `${base}?cuenta=abc` });
    expect(bad.statusCode).toBe(400);
    expect(problems(bad).mensaje).toMatch(/[a-záéíóú]/i);
  });

  it('CON-42 the contact holding a document is found by the list search and `existe` (contactoPorDocumento)', async () => {
    expect((await t.as('staff', { method: 'GET', url: `${base}/existe?campo=documento&valor=22333444` })).json()).toEqual({ existe: true });
    expect((await t.as('staff', { method: 'GET', url: `${base}/existe?campo=documento&valor=99888777` })).json()).toEqual({ existe: false });
    const found = (await t.as('staff', { method: 'GET', url: `${base}?texto=22333444` })).json();
    expect(found.datos.map((r: { id: number }) => r.id)).toEqual([other.id]);
  });

  it('CON-08 the search filter maps onto the list: filtro (texto), cuenta, vigente and limite (limit)', async () => {
    const names = t.config.modules.contacto.list.filters.map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['texto', 'cuenta', 'vigente']));
    const [uruguay, aerolineas] = [await accountNamed(t, 'Travel Uruguay S.A.'), await accountNamed(t, 'Aerolíneas Regionales S.A.')];
    await create('staff', contacto({ nombre: 'Filtrado Uno', documento: '42333444', email: 'f1@gmail.com', cuenta: uruguay }));
    await create('staff', contacto({ nombre: 'Filtrado Dos', documento: '42444555', email: 'f2@gmail.com', cuenta: uruguay }));
    await create('staff', contacto({ nombre: 'Filtrado Tres', documento: '42555666', email: 'f3@gmail.com', cuenta: aerolineas }));
    const both = (await t.as('staff', { method: 'GET', url: `${base}?texto=filtrado&cuenta=${uruguay}&vigente=true&limit=1` })).json();
    expect(both.total).toBe(2);
    expect(both.datos).toHaveLength(1);
    expect((await t.as('staff', { method: 'GET', url: `${base}?texto=filtrado&vigente=false` })).json().total).toBe(0);
  });
});

describe('the search filter of CON-08: account hierarchy, seller, contact id, light reply', () => {
  let pampa: number;
  let logistica: number;
  let norte: number;
  let sur: number;
  const made: Record<string, number> = {};
  const ids = (res: { json(): { datos: Array<{ id: number }> } }) =>
    res
      .json()
      .datos.map((r) => r.id)
      .sort((a, b) => a - b);
  const list = (who: string, query: string) => t.as(who, { method: 'GET', url: `${base}?${query}` });

  beforeAll(async () => {
    [pampa, logistica] = [await accountNamed(t, 'Corporación Pampa S.A.'), await accountNamed(t, 'Pampa Logística S.A.')];
    // Two more levels below Pampa Logística: Norte names it as `padre`, Sur is only in its `hijos`.
    [norte] = await seedRecords(t, 'cuenta', ['mostrarNombre'], [{ mostrarNombre: 'Pampa Norte S.A.', padre: logistica, vendedor: 'V05' }]);
    [sur] = await seedRecords(t, 'cuenta', ['mostrarNombre'], [{ mostrarNombre: 'Pampa Sur S.A.', vendedor: 'V05' }]);
    await t.db
      .updateTable('records')
      .set({ data: sql`data || jsonb_build_object('hijos', jsonb_build_array(jsonb_build_object('id', ${sur}::bigint, 'mostrarNombre', 'Pampa Sur S.A.')))` })
      .where('id', '=', logistica)
      .execute();
    const cuentas = { pampa, logistica, norte, sur, otra: OTRA };
    let n = 0;
    for (const [name, cuenta] of Object.entries(cuentas)) {
      n += 1;
      const res = await create(
        'staff',
        contacto({ nombre: 'Jerarquía', apellido: name, documento: `4470000${n}`, email: `jerarquia.${name}@gmail.com`, cuenta }),
      );
      expect(res.statusCode).toBe(201);
      made[name] = res.json().id;
    }
  });

  it("CON-08 `cuenta` lists the contacts of the account and of its child accounts at any depth (by `padre` or the parent's `hijos`)", async () => {
    expect(ids(await list('staff', `texto=jerarquia&cuenta=${pampa}`))).toEqual([made.pampa, made.logistica, made.norte, made.sur].sort((a, b) => a - b));
    expect(ids(await list('staff', `texto=jerarquia&cuenta=${logistica}`))).toEqual([made.logistica, made.norte, made.sur].sort((a, b) => a - b));
    expect(ids(await list('staff', `texto=jerarquia&cuenta=${norte}`))).toEqual([made.norte]);
    // Without text the list is answered on the index alone: the demo contact of Corporación Pampa is there too.
    const all = await list('staff', `cuenta=${pampa}&vigente=true&limit=100`);
    expect(all.json().total).toBe(5);
    expect(all.json().datos.map((r: { datos: { apellido: string } }) => r.datos.apellido)).toContain('Ferreyra');
  });

  it('CON-08 `cuentaDirecto` keeps only the contacts directly of the account; alone it is no filter', async () => {
    expect(ids(await list('staff', `texto=jerarquia&cuenta=${pampa}&cuentaDirecto=true`))).toEqual([made.pampa]);
    expect(ids(await list('staff', `texto=jerarquia&cuenta=${logistica}&cuentaDirecto=false`))).toHaveLength(3);
    const alone = await list('staff', 'cuentaDirecto=true');
    expect(alone.statusCode).toBe(400);
    expect(problems(alone).mensaje).toBe('Debe seleccionar al menos un filtro de busqueda');
    expect((await list('staff', `cuenta=${pampa}&cuentaDirecto=si`)).statusCode).toBe(400);
  });

  it('CON-08 `vendedor` lists the contacts of the accounts whose seller is the given one', async () => {
    expect(ids(await list('staff', 'texto=jerarquia&vendedor=V05'))).toEqual([made.norte, made.sur].sort((a, b) => a - b));
    expect(ids(await list('staff', 'texto=jerarquia&vendedor=V04'))).toEqual([made.pampa, made.logistica].sort((a, b) => a - b));
    // With the account: both must hold.
    expect(ids(await list('staff', `texto=jerarquia&vendedor=V05&cuenta=${pampa}`))).toEqual([made.norte, made.sur].sort((a, b) => a - b));
    // Alone (no text): the index answers it; Viajes Andinos (V05) brings its demo contact.
    const seller = (await list('staff', 'vendedor=V05&limit=100')).json();
    expect(seller.total).toBe(3);
    expect((await list('staff', 'vendedor=V99')).json().total).toBe(0);
  });

  it('CON-08 the account filters are answered on the search index (owner_account), as every list is', async () => {
    // An index entry that names another owner moves the contact in these lists: they read the index, not the records.
    await t.db
      .updateTable('record_search')
      .set({ owner_account: String(OTRA) })
      .where('record_id', '=', made.norte)
      .execute();
    try {
      expect(ids(await list('staff', `cuenta=${pampa}&limit=100`))).not.toContain(made.norte);
      expect(ids(await list('staff', 'vendedor=V05&limit=100'))).not.toContain(made.norte);
      expect(ids(await list('staff', `texto=jerarquia&cuenta=${OTRA}`))).toContain(made.norte);
    } finally {
      await t.db
        .updateTable('record_search')
        .set({ owner_account: String(norte) })
        .where('record_id', '=', made.norte)
        .execute();
    }
    expect(ids(await list('staff', `cuenta=${pampa}&limit=100`))).toContain(made.norte);
  });

  it('CON-08 `contacto` finds one contact by its id (a bad id is a Spanish 400)', async () => {
    expect(ids(await list('staff', `contacto=${made.sur}`))).toEqual([made.sur]);
    expect(ids(await list('staff', `contacto=${made.sur}&cuenta=${norte}`))).toEqual([]);
    const bad = await list('staff', 'contacto=abc');
    expect(bad.statusCode).toBe(400);
    expect(problems(bad).mensaje).toMatch(/Contacto/);
  });

  it("CON-08 `lite` answers only the columns of the contact link modal and what a pick reads (the passenger's prefill, LNK-34's account)", async () => {
    const light = (await list('staff', `texto=jerarquia&cuenta=${pampa}&cuentaDirecto=true&lite=true`)).json();
    expect(light.datos).toHaveLength(1);
    expect(light.datos[0].id).toBe(made.pampa);
    expect(light.datos[0].datos).toEqual({
      mostrarNombre: 'pampa, Jerarquía',
      documento: '44700001',
      email: 'jerarquia.pampa@gmail.com',
      nombre: 'Jerarquía',
      apellido: 'pampa',
      tipoDocumento: 'DNI',
      cuenta: pampa,
    });
    const full = (await list('staff', `texto=jerarquia&cuenta=${pampa}&cuentaDirecto=true`)).json();
    expect(full.datos[0].datos).toMatchObject({ nombre: 'Jerarquía', cuenta: pampa });
    expect((await list('staff', 'texto=jerarquia&lite=quizas')).statusCode).toBe(400);
  });

  it("CON-08 the modals' busqueda payload carries cuentaDirecto and lite onto the same list", async () => {
    const res = await t.as('staff', {
      method: 'POST',
      url: `${base}/buscar`,
      payload: { busqueda: { filtro: 'jerarquia', cuenta: pampa, cuentaDirecto: true, lite: true } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().datos.map((r: { id: number; datos: object }) => [r.id, Object.keys(r.datos).sort()])).toEqual([
      [made.pampa, ['apellido', 'cuenta', 'documento', 'email', 'mostrarNombre', 'nombre', 'tipoDocumento']],
    ]);
  });

  it("CON-08 LNK-06 the modals' busqueda.vendedor is the seller's code, as the demo accounts hold it (Diego Álvarez, V04)", async () => {
    const buscar = (busqueda: Record<string, unknown>) => t.as('staff', { method: 'POST', url: `${base}/buscar`, payload: { busqueda } });
    // The demo data's sellers are codes of the `vendedores` lookup: Corporación Pampa and Pampa Logística are Diego Álvarez's.
    const pampaRecord = (await t.as('staff', { method: 'GET', url: `/api/modulos/cuenta/${pampa}` })).json();
    expect(pampaRecord.datos.vendedor).toBe('V04');
    const res = await buscar({ filtro: 'jerarquia', vendedor: 'V04' });
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(res)).toEqual([made.pampa, made.logistica].sort((a, b) => a - b));
    // The same answer as the list screen's filter.
    expect(ids(res)).toEqual(ids(await list('staff', 'texto=jerarquia&vendedor=V04')));
    // Alone it is a filter (the seller's demo contact comes too), and with the light reply.
    const alone = await buscar({ vendedor: 'V04', vigente: true, lite: true, limite: 100 });
    expect(alone.statusCode).toBe(200);
    expect(alone.json().datos.map((r: { datos: { mostrarNombre: string } }) => r.datos.mostrarNombre)).toContain('Ferreyra, Julián');
    expect((await buscar({ vendedor: 'V99' })).json().total).toBe(0);
    const bad = await buscar({ vendedor: 'V 04' });
    expect(bad.statusCode).toBe(400);
  });

  it("CON-08 CON-37 the filters stay inside an external user's scope", async () => {
    expect((await list('externo', `pantalla=contactos.lista&cuenta=${pampa}`)).json().total).toBe(0);
    expect((await list('externo', 'pantalla=contactos.lista&vendedor=V04')).json().total).toBe(0);
    expect((await list('externo', `pantalla=contactos.lista&contacto=${made.pampa}`)).json().total).toBe(0);
  });

  it('CON-08 the export applies the same filters', async () => {
    const res = await t.as('staff', { method: 'GET', url: `${base}/exportar/csv?texto=jerarquia&cuenta=${pampa}&cuentaDirecto=true` });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('44.700.001');
  });
});

describe('agency users holding ROLE_CONTACTOS (CON-OP13)', () => {
  const AGENCIA_CONTACTOS = 503;
  beforeAll(async () => {
    const user = await t.db
      .insertInto('users')
      .values({ username: 'agenciacontactos', nombre: 'Agencia Contactos', account_id: String(AGENCIA_CONTACTOS) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('user_roles')
      .values([
        { user_id: user.id, role: 'ROLE_EXTERNO' },
        { user_id: user.id, role: 'ROLE_CONTACTOS' },
      ])
      .execute();
    await grantArea(t, user.id, 'contacto', { escritura: true });
  });

  it('CON-OP13 an external user with ROLE_CONTACTOS reaches contacts, scoped by the server to their own account', async () => {
    const res = await create(
      'agenciacontactos',
      contacto({ nombre: 'Socio', apellido: 'Agencia', documento: '43111222', email: 'socio@agencia.com.ar', cuenta: OTRA }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().datos.cuenta).toBe(AGENCIA_CONTACTOS);
    const listed = await t.as('agenciacontactos', { method: 'GET', url: `${base}?pantalla=contactos.lista&vigente=true` });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().datos.map((r: { id: number }) => r.id)).toEqual([res.json().id]);
    // Another account's contact is not there for them, even asked by id or by its account.
    expect((await t.as('agenciacontactos', { method: 'GET', url: `${base}/${other.id}` })).statusCode).toBe(404);
    expect((await t.as('agenciacontactos', { method: 'GET', url: `${base}?cuenta=${OTRA}` })).json().total).toBe(0);
  });
});

describe('the document tax look-up (CON-31, CON-35, CON-OP11)', () => {
  it('CON-35 the look-up runs from 7 digits: a DNI the register knows answers the person', async () => {
    const res = await t.as('staff', { method: 'GET', url: '/api/contactos/padron/30111222' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { tipo: 'PAR', nombre: 'Laura Beatriz', apellido: 'Fernández' } });
    expect((await t.as('staff', { method: 'GET', url: '/api/contactos/padron/3011122' })).json()).toMatchObject({ success: false, data: null });
    const short = await t.as('staff', { method: 'GET', url: '/api/contactos/padron/301112' });
    expect(short.statusCode).toBe(400);
    expect(problems(short).mensaje).toBe('El documento a verificar debe tener al menos 7 dígitos.');
    expect((await t.as('sinpermisos', { method: 'GET', url: '/api/contactos/padron/30111222' })).statusCode).toBe(403);
  });

  it('CON-35 on save the server marks validoDocumento only when the register knows the document, whatever the body says', async () => {
    // The first contact of this file (CON-19) carries DNI 30111222, which the register knows.
    const first = (await t.as('staff', { method: 'GET', url: `${base}?texto=30111222` })).json().datos[0];
    expect(first.datos.validoDocumento).toBe(true);
    const unknown = await create('staff', contacto({ nombre: 'Sin padrón', documento: '39999111', email: 'sinpadron@gmail.com', validoDocumento: true }));
    expect(unknown.statusCode).toBe(201);
    expect(unknown.json().datos.validoDocumento).toBeUndefined();
    const passport = await create('staff', contacto({ nombre: 'Pasaporte', tipoDocumento: 'PAS', documento: 'AB123456', email: 'pas@gmail.com' }));
    expect(passport.json().datos.validoDocumento).toBeUndefined();
  });

  it('CON-31 CON-OP11 a register that cannot be asked says the spec message; the save still goes on, not validated', async () => {
    const { buildApp } = await import('../../server/app');
    const app = await buildApp({
      db: t.db,
      registry: t.registry,
      config: t.config,
      identity: t.identity,
      taxIds: {
        lookup: async () => {
          throw new Error('sin conexión');
        },
      },
    });
    try {
      const headers = { authorization: `Bearer ${await t.tokenFor('staff')}` };
      const res = await app.inject({ method: 'GET', url: '/api/contactos/padron/30111222', headers });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.mensaje).toBe('Ocurrio un error al verificar los datos a ingresar.');
      const saved = await app.inject({
        method: 'POST',
        url: base,
        headers,
        payload: { datos: contacto({ nombre: 'Sin verificar', documento: '27111222', email: 'sinverificar@gmail.com' }) },
      });
      expect(saved.statusCode).toBe(201);
      expect(saved.json().datos.validoDocumento).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
