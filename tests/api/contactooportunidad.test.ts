/**
 * Contacts of an opportunity (COP-*) through the module API: linking a contact (a passenger) to an
 * opportunity of an account, the passport data of the trip, removal, access and the record scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t as translate } from '../../engine/core/messages';
import { startTestApp, type TestApp } from './helpers/testApp';
import { accountNamed } from './helpers/accountOf';
import { uploadPdf } from './helpers/uploadFile';
import { tempTokenHash } from '../../server/session/tempTokens';

let t: TestApp;
const base = '/api/modulos/contactooportunidad';
/** Two demo accounts: the external user's agency and another (a contact links an account that exists). */
let AGENCIA: number;
let OTRA: number;
let opportunity: number;
let contact: number;
let voided: number;

const count = async () =>
  Number(
    (
      await t.db
        .selectFrom('records')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('module', '=', 'contactooportunidad')
        .executeTakeFirstOrThrow()
    ).n,
  );
const link = (over: Record<string, unknown> = {}) => ({
  cuenta: OTRA,
  oportunidad: opportunity,
  contacto: contact,
  nombre: 'Marta',
  apellido: 'Gómez',
  documento: '27334445',
  fechaNacimiento: '1980-02-03',
  ...over,
});
const create = (who: string, datos: Record<string, unknown>) => t.as(who, { method: 'POST', url: base, payload: { datos } });
const newContact = async (over: Record<string, unknown>) =>
  (
    await t.as('staff', {
      method: 'POST',
      url: '/api/modulos/contacto',
      payload: { datos: { nombre: 'Marta', apellido: 'Gómez', email: 'marta@gmail.com', tipoDocumento: 'DNI', documento: '27334445', cuenta: OTRA, ...over } },
    })
  ).json();

beforeAll(async () => {
  t = await startTestApp();
  [AGENCIA, OTRA] = [await accountNamed(t, 'Agencia Demo'), await accountNamed(t, 'Turismo del Sur S.R.L.')];
  await t.db
    .updateTable('users')
    .set({ account_id: String(AGENCIA) })
    .where('username', '=', 'externo')
    .execute();
  opportunity = (
    await t.as('staff', {
      method: 'POST',
      url: '/api/modulos/oportunidad',
      payload: { datos: { nombre: 'Gómez - Brasil', cuenta: OTRA, etapa: 'oportunidad' } },
    })
  ).json().id;
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
    expect(saved.datos).toMatchObject({
      cuenta: OTRA,
      oportunidad: opportunity,
      contacto: contact,
      nombre: 'Marta',
      apellido: 'Gómez',
      mostrarNombre: 'Gómez, Marta',
    });
  });

  it('COP-02 edits the link of an existing contact', async () => {
    const res = await t.as('staff', {
      method: 'PUT',
      url: `${base}/${saved.id}`,
      payload: { version: saved.version, datos: { ...saved.datos, observaciones: 'Viaja con silla de ruedas' } },
    });
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
      const res = await create('staff', link({ contacto: id, documento: '28999003' }));
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

describe('contact–opportunity in token mode (COP-OP02) and its fields (COP-OP03)', () => {
  let other: number;
  const TOKEN = 'token-cop-prueba';
  const asToken = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = TOKEN) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json' } : {}) },
      payload: payload ? JSON.stringify(payload) : undefined,
    });
  const passenger = (over: Record<string, unknown> = {}) => ({
    nombre: 'Lucía',
    apellido: 'Paz',
    email: 'lucia@gmail.com',
    tipoDocumento: 'DNI',
    documento: '30111222',
    fechaNacimiento: '1990-05-06',
    ...over,
  });

  beforeAll(async () => {
    other = (
      await t.as('staff', {
        method: 'POST',
        url: '/api/modulos/oportunidad',
        payload: { datos: { nombre: 'Paz - Chile', cuenta: OTRA, etapa: 'oportunidad' } },
      })
    ).json().id;
    const owner = await t.db.selectFrom('users').select('id').where('username', '=', 'externo').executeTakeFirstOrThrow();
    const values = { user_id: owner.id, id_cuenta_prospect_crm: null, usuario_sua: 'externo', usuariosfa_ua: null, cuenta: OTRA, oportunidad: opportunity };
    await t.db
      .insertInto('temp_tokens')
      .values({ ...values, token_hash: tempTokenHash(TOKEN), expires_at: new Date(Date.now() + 3_600_000) })
      .execute();
    await t.db
      .insertInto('temp_tokens')
      .values({ ...values, token_hash: tempTokenHash('token-cop-vencido'), expires_at: new Date(Date.now() - 1000) })
      .execute();
  });

  it("COP-OP02 a token-mode session adds and edits passengers of its token's opportunity: cuenta and oportunidad come from the token", async () => {
    const created = await asToken('POST', base, { datos: passenger() });
    expect(created.statusCode).toBe(201);
    expect(created.json().datos).toMatchObject({ cuenta: OTRA, oportunidad: opportunity, mostrarNombre: 'Paz, Lucía' });
    const edited = await asToken('PUT', `${base}/${created.json().id}`, { version: 1, datos: { ...created.json().datos, pasaportePais: 'AR' } });
    expect(edited.statusCode).toBe(200);
    const listed = (await asToken('GET', `${base}?limit=100&offset=0`)).json();
    expect(listed.datos.length).toBeGreaterThan(0);
    expect(listed.datos.every((r: { datos: { oportunidad: number; cuenta: number } }) => r.datos.oportunidad === opportunity && r.datos.cuenta === OTRA)).toBe(
      true,
    );
  });

  it('COP-OP02 a token-mode session naming another opportunity or account is refused and stores nothing; records of another opportunity are not found; other modules stay closed', async () => {
    const before = await count();
    for (const datos of [passenger({ oportunidad: other }), passenger({ cuenta: AGENCIA })]) {
      const refused = await asToken('POST', base, { datos });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.mensaje).toBe('No tiene permisos para acceder a este módulo');
    }
    expect(await count()).toBe(before);
    expect((await asToken('GET', `${base}?oportunidad=${other}`)).statusCode).toBe(403);
    const elsewhere = (await create('staff', link({ oportunidad: other, contacto: undefined, documento: '28999000' }))).json();
    expect((await asToken('GET', `${base}/${elsewhere.id}`)).statusCode).toBe(404);
    expect(
      (await asToken('PUT', `${base}/${elsewhere.id}`, { version: elsewhere.version, datos: { ...elsewhere.datos, observaciones: 'x' } })).statusCode,
    ).toBe(403);
    expect(
      (
        await asToken('PUT', `${base}/${elsewhere.id}`, {
          version: elsewhere.version,
          datos: { ...elsewhere.datos, cuenta: undefined, oportunidad: undefined, observaciones: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.db.selectFrom('records').select('data').where('id', '=', elsewhere.id).executeTakeFirstOrThrow()).data).not.toHaveProperty('observaciones');
    expect((await asToken('GET', '/api/modulos/contacto')).statusCode).toBe(403);
    expect((await asToken('GET', `${base}`, undefined, 'token-cop-vencido')).statusCode).toBe(401);
  });

  it("COP-OP02 COP-01 the session tells the names of the token's account and opportunity (the passenger form links both; the token may read neither module)", async () => {
    const usuario = (await asToken('GET', '/api/usuario')).json();
    expect(usuario.token).toEqual({
      cuenta: OTRA,
      oportunidad: opportunity,
      nombres: { [String(OTRA)]: 'Turismo del Sur S.R.L.', [String(opportunity)]: 'Gómez - Brasil' },
    });
    expect((await asToken('GET', `/api/modulos/cuenta/${OTRA}`)).statusCode).toBe(403);
    expect((await asToken('GET', `/api/modulos/oportunidad/${opportunity}`)).statusCode).toBe(403);
  });

  it('COP-01 LNK-02 the account link names an existing account: a record that is no account is refused and nothing is stored', async () => {
    const before = await count();
    const refused = await create('staff', link({ cuenta: opportunity }));
    expect(refused.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it("COP-OP03 the passenger's fields are CON-05's contact fields, the passport data and the passport file as a note of type PAS", async () => {
    const properties = t.registry.get('contactooportunidad').schema.properties;
    for (const field of [
      'nombre',
      'apellido',
      'mostrarNombre',
      'email',
      'tipoDocumento',
      'documento',
      'fechaNacimiento',
      'pasaportePais',
      'pasaporteEmision',
      'pasaporteVencimiento',
      'cuenta',
      'notas',
    ])
      expect(properties, field).toHaveProperty(field);
    const archivo = await uploadPdf(t, 'staff', 'pasaporte.pdf');
    const withFile = await create(
      'staff',
      link({ contacto: undefined, documento: '28999001', notas: [{ tipoDocumento: 'PAS', archivo, nombre: 'pasaporte.pdf' }] }),
    );
    expect(withFile.statusCode).toBe(201);
    expect(withFile.json().datos.notas).toEqual([{ tipoDocumento: 'PAS', archivo, nombre: 'pasaporte.pdf' }]);
    const before = await count();
    const notPassport = await create(
      'staff',
      link({
        contacto: undefined,
        documento: '28999002',
        notas: [{ tipoDocumento: 'DNI', archivo: await uploadPdf(t, 'staff', 'dni.pdf'), nombre: 'dni.pdf' }],
      }),
    );
    expect(notPassport.statusCode).toBe(400);
    const missingName = await create('staff', link({ contacto: undefined, documento: '28999002', apellido: undefined }));
    expect(missingName.statusCode).toBe(400);
    expect(await count()).toBe(before);
    // cuenta and oportunidad come from the route: the create path names both.
    const form = t.config.screens.find((s) => s.id === 'contactosOportunidad.formulario') as unknown as { paths: { createWith: string[] } };
    expect(form.paths.createWith).toEqual(['/contactoOportunidad/:cuenta/:oportunidad']);
  });
});

describe('COP-04 19-6 a passenger runs the contact rules on the server, for staff and token sessions alike', () => {
  const TOKEN = 'token-cop-reglas';
  const CORREO = 'El correo de contacto de la persona no puede ser @viajesdemo.com.ar si la persona no pertenece a la cuenta.';
  const DUPLICADO = 'No se puede cargar el pasajero/contacto porque ya existe otro con mismo documento.';
  const asToken = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
  const passenger = (over: Record<string, unknown> = {}) => ({
    nombre: 'Julia',
    apellido: 'Sosa',
    email: 'julia.sosa@gmail.com',
    tipoDocumento: 'DNI',
    documento: '36555444',
    fechaNacimiento: '1994-07-08',
    ...over,
  });
  /** Staff's passenger of the test opportunity (no contact linked unless given). */
  const staffPassenger = (over: Record<string, unknown> = {}) => ({ cuenta: OTRA, oportunidad: opportunity, ...passenger(over) });
  const refusal = (res: { statusCode: number; json(): { error: { mensaje: string; campos: unknown } } }) => ({
    status: res.statusCode,
    mensaje: res.json().error.mensaje,
    campos: res.json().error.campos,
  });

  beforeAll(async () => {
    const owner = await t.db.selectFrom('users').select('id').where('username', '=', 'externo').executeTakeFirstOrThrow();
    await t.db
      .insertInto('temp_tokens')
      .values({
        token_hash: tempTokenHash(TOKEN),
        user_id: owner.id,
        expires_at: new Date(Date.now() + 3_600_000),
        id_cuenta_prospect_crm: null,
        usuario_sua: 'externo',
        usuariosfa_ua: null,
        cuenta: OTRA,
        oportunidad: opportunity,
      })
      .execute();
  });

  it("COP-04 CON-29 19-6 a company-domain e-mail is refused with the contact's message, as staff and in token mode; nothing is stored", async () => {
    // The contact module's own answer to the same e-mail: the passenger's is the same text.
    const asContact = await t.as('staff', {
      method: 'POST',
      url: '/api/modulos/contacto',
      payload: { datos: { nombre: 'Julia', apellido: 'Sosa', email: 'julia@ViajesDemo.com.ar', tipoDocumento: 'DNI', documento: '36555440', cuenta: OTRA } },
    });
    expect(refusal(asContact).campos).toEqual([{ path: 'email', mensaje: CORREO }]);
    const before = await count();
    const staff = await create('staff', staffPassenger({ email: 'julia@ViajesDemo.com.ar' }));
    expect(refusal(staff)).toEqual({ status: 400, mensaje: CORREO, campos: [{ path: 'email', mensaje: CORREO }] });
    const token = await asToken('POST', base, { datos: passenger({ email: 'julia@viajesdemo.com.ar' }) });
    expect(refusal(token)).toEqual({ status: 400, mensaje: CORREO, campos: [{ path: 'email', mensaje: CORREO }] });
    expect(await count()).toBe(before);
  });

  it("COP-04 CON-30 19-6 the document of an existing contact is refused with the contact's message (compared as the contact compares), as staff and in token mode; nothing is stored", async () => {
    const before = await count();
    // 27334445 is the test's active contact; AAB123456 a demo contact of another account (Viajes Andinos), typed in lower case.
    for (const documento of ['27334445', 'aab123456']) {
      const staff = await create('staff', staffPassenger({ documento }));
      expect(refusal(staff), documento).toEqual({ status: 400, mensaje: DUPLICADO, campos: [{ path: 'documento', mensaje: DUPLICADO }] });
      // A token session hears the spec's message and nothing else: no holder, no account, no id.
      const token = await asToken('POST', base, { datos: passenger({ documento }) });
      expect(token.json(), documento).toEqual({ error: { codigo: 'validacion', mensaje: DUPLICADO, campos: [{ path: 'documento', mensaje: DUPLICADO }] } });
    }
    // Linking one contact does not let a passenger carry another contact's document.
    const other = await create('staff', staffPassenger({ contacto: contact, documento: 'AAB123456' }));
    expect(refusal(other).campos).toEqual([{ path: 'documento', mensaje: DUPLICADO }]);
    expect(await count()).toBe(before);
  });

  it("COP-04 19-6 an edit is checked too: a stored passenger given a company e-mail or a contact's document keeps its stored data", async () => {
    const saved = (await asToken('POST', base, { datos: passenger({ documento: '36555445' }) })).json();
    expect(saved.datos).toMatchObject({ documento: '36555445', email: 'julia.sosa@gmail.com' });
    const staff = await t.as('staff', {
      method: 'PUT',
      url: `${base}/${saved.id}`,
      payload: { version: saved.version, datos: { ...saved.datos, email: 'julia@viajesdemo.com.ar' } },
    });
    expect(refusal(staff)).toMatchObject({ status: 400, campos: [{ path: 'email', mensaje: CORREO }] });
    const token = await asToken('PUT', `${base}/${saved.id}`, { version: saved.version, datos: { ...saved.datos, documento: '27334445' } });
    expect(refusal(token)).toMatchObject({ status: 400, campos: [{ path: 'documento', mensaje: DUPLICADO }] });
    const stored = await t.db.selectFrom('records').select(['data', 'version']).where('id', '=', saved.id).executeTakeFirstOrThrow();
    expect(stored.version).toBe(saved.version);
    expect(stored.data).toMatchObject({ documento: '36555445', email: 'julia.sosa@gmail.com' });
  });

  it('COP-04 CON-33 CON-OP06 a CUIT/CUIL passenger needs the number, with a valid check digit (the contact messages)', async () => {
    const before = await count();
    const missing = await create('staff', staffPassenger({ tipoDocumento: 'CUIL', documento: undefined }));
    expect(refusal(missing)).toMatchObject({ status: 400, mensaje: 'Debe completar los campos obligatorios antes de guardar.' });
    const asContact = await t.as('staff', {
      method: 'POST',
      url: '/api/modulos/contacto',
      payload: { datos: { nombre: 'Julia', apellido: 'Sosa', email: 'julia@gmail.com', tipoDocumento: 'CUIT', documento: '20301112221', cuenta: OTRA } },
    });
    const badDigit = await asToken('POST', base, { datos: passenger({ tipoDocumento: 'CUIT', documento: '20301112221' }) });
    expect(refusal(badDigit).campos).toEqual(refusal(asContact).campos);
    expect(refusal(badDigit).campos).toEqual([{ path: 'documento', mensaje: expect.any(String) }]);
    expect(await count()).toBe(before);
  });

  it('COP-04 19-6 a valid passenger is still accepted: a new person, a linked contact with its own document, an e-mail of another domain', async () => {
    const before = await count();
    expect((await create('staff', staffPassenger({ documento: '36555446', email: 'julia@otraviajesdemo.com.ar' }))).statusCode).toBe(201);
    expect((await create('staff', staffPassenger({ contacto: contact, documento: '27334445', email: 'marta@gmail.com' }))).statusCode).toBe(201);
    expect((await asToken('POST', base, { datos: passenger({ documento: '36555448' }) })).statusCode).toBe(201);
    expect(await count()).toBe(before + 3);
  });
});
