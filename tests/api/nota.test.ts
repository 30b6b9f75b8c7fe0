/** Notes (NOT-*), IIBB and agency-note validation, through the generic module API with the browser bypassed. */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';
import { fieldProblems, moduleCreates } from './helpers/moduleCreates';
import { demoAccountId } from '../../schemas/cuenta/demoAccountId';
import { demoContactoId } from '../../schemas/contacto/contacto.seed';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  OWNER = (await demoAccountId(t.db, 'Agencia Demo'))!;
  CONTACT = (await demoContactoId(t.db, 'Suárez, Marta'))!;
});
afterAll(async () => {
  await t?.close();
});

/** The demo account `Agencia Demo` (seeded in demo mode): the owner of the records the tests write. */
let OWNER: number;
/** The demo contact `Suárez, Marta` (of Agencia Demo): a contact owner is a contact record, checked by the server like any link. */
let CONTACT: number;
const PDF = readFileSync(join('tests/fixtures/files', 'minimo.pdf'));

const note = (over: Record<string, unknown> = {}) => ({
  cuenta: OWNER,
  tipo: 'GEN',
  subTipo: 'OBS',
  nombre: 'Llamar por la renovación',
  descripcion: 'Pidió cotización de Bariloche.',
  ...over,
});
const iibb = (over: Record<string, unknown> = {}) =>
  note({
    tipo: 'IIBB',
    subTipo: 'CM05',
    nombre: 'CM05 2026',
    jurisdiccion: '902',
    porcentaje: 3.5,
    discriminacionIva: true,
    fechaVencimiento: '2026-12-31',
    ...over,
  });
const agencia = (archivo: string, over: Record<string, unknown> = {}) =>
  note({ tipo: 'AGE', subTipo: 'LEG', nombre: 'Legajo de la agencia', archivo, ...over });
const { count, create, refused } = moduleCreates(() => t, 'nota');
const problems = fieldProblems;

/** Uploads a file as the widget does (multipart `archivo[]`, app 17, prefijo and carpeta of the note's field). */
async function upload(user: string, name: string): Promise<string> {
  const boundary = `----nota${randomBytes(6).toString('hex')}`;
  const field = (n: string, v: string) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`);
  const payload = Buffer.concat([
    field('app', '17'),
    field('prefijo', 'nota'),
    field('carpeta', 'notas'),
    field('extensiones', 'pdf,jpg,jpeg,png'),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="archivo[]"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.as(user, { method: 'POST', url: '/api/archivos', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  expect(res.statusCode).toBe(201);
  return res.json().datos[0].id;
}

describe('note: create, read, edit (NOT-01, NOT-04, NOT-08, NOT-09, NOT-11)', () => {
  it('NOT-11 saves a note and NOT-09 reads it back by id', async () => {
    const res = await create(note());
    expect(res.statusCode).toBe(201);
    const read = await t.as('staff', { method: 'GET', url: `/api/modulos/nota/${res.json().id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().datos).toMatchObject({ cuenta: OWNER, tipo: 'GEN', nombre: 'Llamar por la renovación' });
    expect(read.json().idCrm).toEqual(expect.any(String));
  });

  it('NOT-04 stores the fields of the entity', async () => {
    const res = await create(
      note({
        tipo: 'DOC',
        subTipo: undefined,
        tipoDocumento: 'DNI',
        numeroDocumento: '30111222',
        firmante: 'Juan Pérez',
        fechaVencimiento: '2030-01-31',
        link: 'https://www.afip.gob.ar/constancia',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().datos).toMatchObject({
      tipoDocumento: 'DNI',
      numeroDocumento: '30111222',
      firmante: 'Juan Pérez',
      fechaVencimiento: '2030-01-31',
      link: 'https://www.afip.gob.ar/constancia',
    });
  });

  it('NOT-01 edits a saved note with its version; a stale version is refused with 409 and nothing written', async () => {
    const saved = (await create(note())).json();
    const ok = await t.as('staff', {
      method: 'PUT',
      url: `/api/modulos/nota/${saved.id}`,
      payload: { version: saved.version, datos: { ...saved.datos, descripcion: 'Confirmó la fecha.' } },
    });
    expect(ok.statusCode).toBe(200);
    const stale = await t.as('staff', {
      method: 'PUT',
      url: `/api/modulos/nota/${saved.id}`,
      payload: { version: saved.version, datos: { ...saved.datos, descripcion: 'Otra cosa' } },
    });
    expect(stale.statusCode).toBe(409);
    expect((await t.as('staff', { method: 'GET', url: `/api/modulos/nota/${saved.id}` })).json().datos.descripcion).toBe('Confirmó la fecha.');
  });

  it('NOT-08 a note belongs to one parent, an account or a contact; none or both is refused', async () => {
    const mensaje = 'La nota debe pertenecer a una cuenta, a un proveedor o a un contacto (uno solo).';
    await refused(note({ cuenta: undefined }), [{ path: 'cuenta', mensaje }]);
    await refused(note({ contacto: CONTACT }), [{ path: 'cuenta', mensaje }]);
    expect((await create(note({ cuenta: undefined, contacto: CONTACT }))).statusCode).toBe(201);
    // The contact owner is a link to a contact record: an id that names none is refused.
    await refused(note({ cuenta: undefined, contacto: 999999 }), [
      { path: 'contacto', mensaje: 'El registro vinculado en Contacto no existe o no está disponible.' },
    ]);
  });

  it('NOT-07 a contact note with tipoDocumento PAS is the passport document', async () => {
    const res = await create(
      note({
        cuenta: undefined,
        contacto: CONTACT,
        tipo: 'DOC',
        subTipo: undefined,
        tipoDocumento: 'PAS',
        numeroDocumento: 'AAA123456',
        fechaVencimiento: '2031-05-01',
      }),
    );
    expect(res.statusCode).toBe(201);
    const lookups = (await t.as('staff', { method: 'GET', url: '/api/combos/tiposDocumentoNota' })).json().datos;
    expect(lookups).toContainEqual(expect.objectContaining({ codigo: 'PAS', descripcion: 'Pasaporte' }));
  });

  it("NOT-10 the form's combos: types, subtypes filtered by type, jurisdictions, document types", async () => {
    for (const combo of ['tiposNota', 'subtiposNota', 'jurisdicciones', 'tiposDocumentoNota']) {
      expect((await t.as('staff', { method: 'GET', url: `/api/combos/${combo}` })).statusCode, combo).toBe(200);
    }
    // A subtype of another type is refused by the server as by the form (x-combo-filter).
    const res = await refused(note({ tipo: 'GEN', subTipo: 'CM05' }), []);
    expect(problems(res).map((p) => p.path)).toEqual(['subTipo']);
  });

  it('NOT-OP04 an IIBB note needs jurisdiction and percentage; a document note its type and number', async () => {
    const res = await refused(iibb({ jurisdiccion: undefined, porcentaje: undefined }), [
      { path: 'jurisdiccion', mensaje: 'El campo Jurisdicción es obligatorio.' },
      { path: 'porcentaje', mensaje: 'El campo Porcentaje es obligatorio.' },
    ]);
    expect(res.json().error.mensaje).toBe('Debe completar los campos obligatorios antes de guardar.');
    await refused(note({ tipo: 'DOC', subTipo: undefined }), [
      { path: 'tipoDocumento', mensaje: 'El campo Tipo de documento es obligatorio.' },
      { path: 'numeroDocumento', mensaje: 'El campo Número de documento es obligatorio.' },
    ]);
    await refused(iibb({ porcentaje: 140 }), [{ path: 'porcentaje', mensaje: expect.stringContaining('Porcentaje') as unknown as string }]);
  });

  it('refuses a note without type or name with the required-fields message', async () => {
    const res = await refused({ cuenta: OWNER }, [
      { path: 'tipo', mensaje: 'El campo Tipo es obligatorio.' },
      { path: 'nombre', mensaje: 'El campo Nombre es obligatorio.' },
    ]);
    expect(res.json().error.mensaje).toBe('Debe completar los campos obligatorios antes de guardar.');
  });
});

describe("the note's file (NOT-05, NOT-06, NOT-OP05)", () => {
  it('NOT-05 a file uploaded through /api/archivos is attached to the note: its readers download it', async () => {
    const archivo = await upload('staff', 'constancia.pdf');
    // Before the note is saved, only the uploader (and admins) may download it.
    expect((await t.as('validador', { method: 'GET', url: `/api/archivos/${archivo}` })).statusCode).toBe(404);
    const saved = await create(note({ archivo }));
    expect(saved.statusCode).toBe(201);
    const file = await t.db.selectFrom('files').select(['module', 'record_id', 'original_name']).where('id', '=', archivo).executeTakeFirstOrThrow();
    expect(file).toEqual({ module: 'nota', record_id: saved.json().id, original_name: 'constancia.pdf' });
    const download = await t.as('validador', { method: 'GET', url: `/api/archivos/${archivo}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(PDF);
    expect((await t.as('sinpermisos', { method: 'GET', url: `/api/archivos/${archivo}` })).statusCode).toBe(404);
  });

  it("NOT-05 a saved note's file is described by its uploaded name (the form shows it after a reload), to its readers only", async () => {
    const archivo = await upload('staff', 'constancia de inscripción.pdf');
    const saved = await create(note({ archivo }));
    const described = await t.as('validador', { method: 'GET', url: `/api/archivos/${archivo}/datos` });
    expect(described.statusCode).toBe(200);
    expect(described.json().datos).toEqual({
      id: archivo,
      nombre: 'constancia de inscripción.pdf',
      tipo: 'application/pdf',
      tamano: PDF.length,
      url: `/api/archivos/${archivo}`,
    });
    expect(saved.statusCode).toBe(201);
    const denied = await t.as('sinpermisos', { method: 'GET', url: `/api/archivos/${archivo}/datos` });
    expect(denied.statusCode).toBe(404);
    expect(denied.json().error.mensaje).toBe((await t.as('sinpermisos', { method: 'GET', url: `/api/archivos/${archivo}` })).json().error.mensaje);
    expect((await t.as('staff', { method: 'GET', url: '/api/archivos/no-es-un-id/datos' })).statusCode).toBe(400);
  });

  it('NOT-06 replacing the file of a saved note stores the new file and the history records the change', async () => {
    const first = await upload('staff', 'v1.pdf');
    const saved = (await create(note({ archivo: first }))).json();
    const second = await upload('staff', 'v2.pdf');
    const res = await t.as('staff', {
      method: 'PUT',
      url: `/api/modulos/nota/${saved.id}`,
      payload: { version: saved.version, datos: { ...saved.datos, archivo: second } },
    });
    expect(res.statusCode).toBe(200);
    const history = (await t.as('staff', { method: 'GET', url: `/api/modulos/nota/${saved.id}/historial` })).json().datos;
    expect(history[0].cambios).toEqual([expect.objectContaining({ campo: 'archivo', antes: first, despues: second })]);
    expect((await t.db.selectFrom('files').select('record_id').where('id', '=', second).executeTakeFirstOrThrow()).record_id).toBe(saved.id);
  });

  it("NOT-OP05 the uploader accepts pdf, jpg, jpeg and png (the field's extension list)", async () => {
    expect(t.registry.get('nota').schema.properties.archivo['x-extensions']).toEqual(['pdf', 'jpg', 'jpeg', 'png']);
    const boundary = '----notatxt';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="app"\r\n\r\n17\r\n--${boundary}\r\nContent-Disposition: form-data; name="extensiones"\r\n\r\npdf,jpg,jpeg,png\r\n--${boundary}\r\nContent-Disposition: form-data; name="archivo[]"; filename="notas.txt"\r\nContent-Type: text/plain\r\n\r\nhola\r\n--${boundary}--\r\n`,
    );
    const res = await t.as('staff', {
      method: 'POST',
      url: '/api/archivos',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toMatch(/notas\.txt/);
  });

  it('an agency note needs its file', async () => {
    await refused(agencia(undefined as unknown as string), [{ path: 'archivo', mensaje: 'Debe adjuntar el archivo de la documentación de la agencia.' }]);
  });
});

describe('annul a note (NOT-12, NOT-13)', () => {
  it('NOT-12 annuls a note: the flag is set, the history has it, and the note becomes read-only', async () => {
    const saved = (await create(note())).json();
    const res = await t.as('staff', { method: 'POST', url: `/api/modulos/nota/${saved.id}/anular/anulada`, payload: { version: saved.version } });
    expect(res.statusCode).toBe(200);
    expect(res.json().datos.anulada).toBe(true);
    const put = await t.as('staff', {
      method: 'PUT',
      url: `/api/modulos/nota/${saved.id}`,
      payload: { version: res.json().version, datos: { ...saved.datos, nombre: 'Cambiada' } },
    });
    expect(put.statusCode).toBe(403);
    expect((await t.as('staff', { method: 'GET', url: `/api/modulos/nota/${saved.id}` })).json().datos.nombre).toBe(saved.datos.nombre);
  });

  it('NOT-13 a form save cannot un-annul nor set the validation flags (read-only fields keep their stored value)', async () => {
    const saved = (await create(note({ anulada: true, validadaIibb: true }))).json();
    expect(saved.datos.anulada).toBeUndefined();
    expect(saved.datos.validadaIibb).toBeUndefined();
  });

  it('NOT-12 annul is refused to users who cannot write notes, and nothing changes', async () => {
    const saved = (await create(note())).json();
    for (const user of ['externo', 'bancos', 'sinpermisos']) {
      const res = await t.as(user, { method: 'POST', url: `/api/modulos/nota/${saved.id}/anular/anulada`, payload: { version: saved.version } });
      expect(res.statusCode, user).toBe(403);
    }
    expect((await t.as('staff', { method: 'GET', url: `/api/modulos/nota/${saved.id}` })).json().datos.anulada).toBeUndefined();
  });
});

describe('IIBB and agency-note validation lists (NOT-15…19, NOT-22, NOT-OP01, NOT-OP02)', () => {
  it('NOT-15 lists the IIBB notes (tipo IIBB) with the list API, not annulled', async () => {
    const saved = (await create(iibb({ nombre: 'Exención Córdoba', jurisdiccion: '904', subTipo: 'EXE' }))).json();
    const res = await t.as('validador', { method: 'GET', url: '/api/modulos/nota?tipo=IIBB&anulada=false&pantalla=notas.iibb' });
    expect(res.statusCode).toBe(200);
    const rows = res.json().datos as Array<{ id: number; datos: { tipo: string } }>;
    expect(rows.map((r) => r.id)).toContain(saved.id);
    expect(rows.every((r) => r.datos.tipo === 'IIBB')).toBe(true);
  });

  it('NOT-16 NOT-OP01 validates an IIBB note as admin or with w on proveedoresadmin; the row then reads validated', async () => {
    const saved = (await create(iibb())).json();
    const res = await t.as('validador', { method: 'POST', url: `/api/modulos/nota/${saved.id}/anular/validadaIibb`, payload: { version: saved.version } });
    expect(res.statusCode).toBe(200);
    expect(res.json().datos.validadaIibb).toBe(true);
    const listed = (await t.as('validador', { method: 'GET', url: '/api/modulos/nota?tipo=IIBB&anulada=false&limit=100' })).json();
    expect(listed.datos.find((r: { id: number }) => r.id === saved.id).datos.validadaIibb).toBe(true);
  });

  it('NOT-22 NOT-OP01 anyone else sees the IIBB list read-only: the validation is refused and nothing changes', async () => {
    const saved = (await create(iibb())).json();
    const res = await t.as('staff', { method: 'POST', url: `/api/modulos/nota/${saved.id}/anular/validadaIibb`, payload: { version: saved.version } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.mensaje).toBe('No tiene permisos para modificar este registro.');
    expect((await t.as('staff', { method: 'GET', url: `/api/modulos/nota/${saved.id}` })).json().datos.validadaIibb).toBeUndefined();
    expect((await t.as('staff', { method: 'GET', url: '/api/modulos/nota?tipo=IIBB' })).statusCode).toBe(200);
  });

  it('NOT-OP02 validating twice keeps one validation (the action is done once)', async () => {
    const saved = (await create(iibb())).json();
    const once = (
      await t.as('admin', { method: 'POST', url: `/api/modulos/nota/${saved.id}/anular/validadaIibb`, payload: { version: saved.version } })
    ).json();
    const twice = await t.as('admin', { method: 'POST', url: `/api/modulos/nota/${saved.id}/anular/validadaIibb`, payload: { version: once.version } });
    expect(twice.statusCode).toBe(200);
    expect(twice.json().version).toBe(once.version);
  });

  it('NOT-17 NOT-18 agency notes (tipo AGE) are saved with their file and listed', async () => {
    const archivo = await upload('staff', 'legajo.pdf');
    const saved = await create(agencia(archivo));
    expect(saved.statusCode).toBe(201);
    const res = await t.as('staff', { method: 'GET', url: '/api/modulos/nota?tipo=AGE&pantalla=notas.agencias' });
    expect(res.json().datos.map((r: { id: number }) => r.id)).toContain(saved.json().id);
  });

  it('NOT-19 NOT-OP01 validates an agency note as admin or with w on cuentaegencia; others are refused', async () => {
    const archivo = await upload('staff', 'seguro.pdf');
    const saved = (await create(agencia(archivo, { subTipo: 'SEG' }))).json();
    for (const user of ['validador', 'staff']) {
      const res = await t.as(user, { method: 'POST', url: `/api/modulos/nota/${saved.id}/anular/validadaAgencia`, payload: { version: saved.version } });
      expect(res.statusCode, user).toBe(403);
    }
    const res = await t.as('admin', { method: 'POST', url: `/api/modulos/nota/${saved.id}/anular/validadaAgencia`, payload: { version: saved.version } });
    expect(res.statusCode).toBe(200);
    expect(res.json().datos.validadaAgencia).toBe(true);
  });

  it('NOT-OP03 the list failure text is the proposed one; saves use the generic texts', async () => {
    const config = (await t.as('staff', { method: 'GET', url: '/api/config' })).json();
    expect(config.modules.nota.messages).toEqual({ listError: 'nota.listError', loadError: 'nota.loadError' });
    const screens = config.screens.filter((s: { module?: string; kind: string }) => s.module === 'nota' && s.kind === 'list');
    expect(screens.map((s: { path: string }) => s.path).sort()).toEqual(['/nota/agencias', '/nota/proveedores/iibb', '/notas']);
    expect(config.screens.find((s: { id: string }) => s.id === 'notas.iibb').fixedFilters).toEqual({ tipo: 'IIBB', anulada: 'false' });
  });
});

describe('demo data', () => {
  it('the demo accounts carry demo notes (IIBB ones for the validation list) and bank accounts with valid CBUs', async () => {
    const of = async (module: string) =>
      (await t.db.selectFrom('records').select('data').where('module', '=', module).execute())
        .map((r) => r.data as Record<string, unknown>)
        .filter((d) => d.cuenta === OWNER)
        .map((d) => d.nombre);
    expect(await of('nota')).toEqual(expect.arrayContaining(['Renovación del convenio 2027', 'Formulario CM05 2026']));
    expect(await of('cuentabancaria')).toEqual(expect.arrayContaining(['3000045678 - ARS', '4020012345 - USD']));
  });
});

describe('note access (NOT-21, ROL)', () => {
  const account = async (more: Record<string, unknown>) =>
    Number(
      (
        await t.db
          .insertInto('records')
          .values({ module: 'cuenta', id_crm: `cta-${Math.random()}`, data: JSON.stringify(more) })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );

  it('NOT-21 a note of an inactive account is read-only for everyone; of a supplier account, for all but admins', async () => {
    const inactive = (await create(note({ cuenta: await account({ activo: false }) }), 'admin')).json();
    const put = await t.as('staff', {
      method: 'PUT',
      url: `/api/modulos/nota/${inactive.id}`,
      payload: { version: 1, datos: { ...inactive.datos, nombre: 'Cambio' } },
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().error.mensaje).toBe('No se puede modificar este registro: La cuenta de la nota no está activa: la nota es de solo lectura.');
    expect(
      (await t.as('admin', { method: 'PUT', url: `/api/modulos/nota/${inactive.id}`, payload: { version: 1, datos: { ...inactive.datos, nombre: 'Cambio' } } }))
        .statusCode,
    ).toBe(403);
    const supplier = (await create(note({ cuenta: await account({ activo: true, esProveedor: true }) }), 'admin')).json();
    const byStaff = await t.as('staff', {
      method: 'PUT',
      url: `/api/modulos/nota/${supplier.id}`,
      payload: { version: 1, datos: { ...supplier.datos, nombre: 'Cambio' } },
    });
    expect(byStaff.json().error.mensaje).toBe(
      'No se puede modificar este registro: La cuenta de la nota es un proveedor: solo un administrador puede modificarla.',
    );
    expect(
      (await t.as('admin', { method: 'PUT', url: `/api/modulos/nota/${supplier.id}`, payload: { version: 1, datos: { ...supplier.datos, nombre: 'Cambio' } } }))
        .statusCode,
    ).toBe(200);
    expect((await t.as('staff', { method: 'GET', url: `/api/modulos/nota/${inactive.id}` })).json().datos.nombre).toBe(inactive.datos.nombre);
  });

  it('users without notes access are refused and nothing is stored', async () => {
    for (const user of ['externo', 'bancos', 'sinpermisos', 'auditor']) {
      const before = await count();
      const res = await create(note(), user);
      expect(res.statusCode, user).toBe(403);
      expect(res.json().error.mensaje).toBe('No tiene permisos para acceder a este módulo');
      expect(await count()).toBe(before);
    }
  });

  it('NOT-14 the notes list screens page at 10 rows', async () => {
    const config = (await t.as('staff', { method: 'GET', url: '/api/config' })).json();
    const sizes = config.screens
      .filter((s: { module?: string; kind: string }) => s.module === 'nota' && s.kind === 'list')
      .map((s: { pageSize: number }) => s.pageSize);
    expect(sizes).toEqual([10, 10, 10]);
  });
});
