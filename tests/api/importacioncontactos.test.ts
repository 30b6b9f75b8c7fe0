/**
 * The module `schemas/importacioncontactos`: the bulk contact import (ADM-09, ADM-15, ADM-19, ADM-50…61, ADM-OP05…07; decision 153) on the
 * real API: the docs sample file against the demo account `Agencia Demo`, synonyms and mappings,
 * hostile cells, re-uploads, refusals.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';

const BASE = '/api/importaciones/contactos';
const SAMPLE = readFileSync('docs/importacion-contactos-ejemplo.csv');
let t: TestApp;
let agencia: number;
let otraCuenta: number;

function multipart(name: string, content: Buffer, type = 'text/csv', field = 'archivo') {
  const boundary = `----prueba${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (user: string, name: string, content: Buffer, cuenta = agencia, type?: string) =>
  t.as(user, { method: 'POST', url: `${BASE}?cuenta=${cuenta}`, ...multipart(name, content, type) });

async function dryRun(name: string, content: Buffer, cuenta = agencia) {
  const res = await upload('admin', name, content, cuenta);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().datos as { id: string; totales: Record<string, number> };
}

async function rows(id: string, estado?: string) {
  const res = await t.as('admin', { method: 'GET', url: `${BASE}/${id}/filas?limite=200${estado ? `&estado=${estado}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().datos.lista as Array<{ fila: number; estado: string; datos: Record<string, unknown>; detalle: any }>;
}

const contactsOf = (cuenta: number) =>
  t.db
    .selectFrom('records')
    .select(['id', 'data', 'vigente', 'owner_account'])
    .where('module', '=', 'contacto')
    .where('owner_account', '=', String(cuenta))
    .execute();

async function xlsx(rowsOf: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Contactos');
  for (const row of rowsOf) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

beforeAll(async () => {
  vi.stubEnv('IMPORTACION_MAX_MB', '0.1');
  t = await startTestApp();
  const id = async (nombre: string) =>
    Number(
      (
        await t.db
          .selectFrom('records')
          .select('id')
          .where('module', '=', 'cuenta')
          .where((eb) => eb(eb.ref('data', '->>').key('mostrarNombre' as never), '=', nombre))
          .executeTakeFirstOrThrow()
      ).id,
    );
  agencia = await id('Agencia Demo');
  otraCuenta = await id('Corporación Pampa S.A.');
});
afterAll(async () => {
  delete process.env.IMPORTACION_MAX_MB;
  await t?.close();
});

describe('the bulk contact import (ADM-09)', () => {
  it('ADM-09 ADM-19 ADM-61 ADM-OP01 non-admins are refused (403) and nothing is stored; no session 401', async () => {
    const before = (await contactsOf(agencia)).length;
    for (const user of ['staff', 'externo', 'sinpermisos']) {
      const res = await upload(user, 'contactos.csv', SAMPLE);
      expect(res.statusCode, user).toBe(403);
      expect(res.json().error.mensaje).toBe('No tiene permisos para acceder a este módulo');
    }
    expect((await t.app.inject({ method: 'POST', url: `${BASE}?cuenta=${agencia}`, ...multipart('contactos.csv', SAMPLE) })).statusCode).toBe(401);
    expect(await t.db.selectFrom('import_jobs').selectAll().execute()).toHaveLength(0);
    // A job of the admin cannot be read nor imported by another user.
    const job = await dryRun('contactos.csv', SAMPLE);
    for (const user of ['staff', 'externo']) {
      expect((await t.as(user, { method: 'POST', url: `${BASE}/${job.id}/importar` })).statusCode).toBe(403);
      expect((await t.as(user, { method: 'GET', url: `${BASE}/${job.id}/filas` })).statusCode).toBe(403);
    }
    expect((await contactsOf(agencia)).length).toBe(before);
    await t.db.deleteFrom('import_jobs').execute();
  });

  it('ADM-50 ADM-52 ADM-53 ADM-54 ADM-OP05 ADM-OP07 the sample file: each row new, existing (by e-mail, name and surname, document; with the contact) or invalid', async () => {
    const job = await dryRun('importacion-contactos-ejemplo.csv', SAMPLE);
    expect(job.totales).toEqual({ nuevo: 3, existente: 3, invalido: 3, total: 9 });
    const all = await rows(job.id);
    expect(all.map((r) => r.estado)).toEqual(['nuevo', 'nuevo', 'nuevo', 'existente', 'existente', 'existente', 'invalido', 'invalido', 'invalido']);
    expect(all.map((r) => r.fila)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const existing = all.filter((r) => r.estado === 'existente').map((r) => [r.detalle.motivo, r.detalle.contacto.nombre]);
    expect(existing).toEqual([
      ['email', 'Suárez, Marta'],
      ['nombre', 'Herrera, Tomás'],
      ['documento', 'Ríos, Valentina'],
    ]);
    expect((await rows(job.id, 'existente')).length).toBe(3);
    // Paged: two rows from the fourth.
    const page = (await t.as('admin', { method: 'GET', url: `${BASE}/${job.id}/filas?desde=3&limite=2` })).json().datos;
    expect(page.total).toBe(9);
    expect(page.lista.map((r: { fila: number }) => r.fila)).toEqual([5, 6]);
  });

  it("ADM-OP06 ADM-15 invalid rows carry the field and the contact form's own message; nothing is written by a dry run", async () => {
    const before = (await contactsOf(agencia)).length;
    const job = await dryRun('contactos.csv', SAMPLE);
    const invalid = await rows(job.id, 'invalido');
    const problems = invalid.map((r) => r.detalle.problemas.map((p: { path: string; mensaje: string }) => p.path));
    expect(problems).toEqual([['email'], ['apellido'], ['fechaNacimiento']]);
    for (const r of invalid) for (const p of r.detalle.problemas) expect(p.mensaje).toMatch(/\S/);
    // The same message the contact form's save answers for the same value.
    const save = await t.as('admin', {
      method: 'POST',
      url: '/api/modulos/contacto',
      payload: { datos: { ...invalid[0].datos } },
    });
    expect(save.statusCode).toBe(400);
    expect(save.json().error.campos.find((c: { path: string }) => c.path === 'email').mensaje).toBe(invalid[0].detalle.problemas[0].mensaje);
    expect((await contactsOf(agencia)).length).toBe(before);
  });

  it('ADM-51 ADM-55 ADM-56 ADM-57 ADM-60 synonyms, gender and date mapping, Empleado by default', async () => {
    const job = await dryRun('contactos.csv', SAMPLE);
    const news = await rows(job.id, 'nuevo');
    expect(news.map((r) => [r.datos.email, r.datos.fechaNacimiento, r.datos.genero, r.datos.relacionCuenta])).toEqual([
      ['lucia.fernandez@ejemplo.com.ar', '1988-03-15', 'F', '2'],
      ['martin.gomez@ejemplo.com.ar', '1980-11-02', 'M', '3'],
      ['sofia.alvarez@ejemplo.com.ar', undefined, 'F', '1'],
    ]);
    expect(news[0].datos).toMatchObject({ cuenta: agencia, tipoDocumento: 'DNI', mostrarNombre: 'Fernández, Lucía', activo: true });
    // The other names of the columns (email, fechaNacimiento, genero) and every masculine spelling, in an XLSX.
    const book = await xlsx([
      ['Nombre', 'Apellido', 'Email', 'Documento', 'FechaNacimiento', 'Genero'],
      ...['masculino', 'M', 'VARON', 'varón', 'Masculino'].map((g, i) => [`Uno${i}`, 'Sinónimo', `s${i}@ejemplo.com`, `5000000${i}`, '05/04/1990', g]),
      ['Dos', 'Fecha', 'fecha@ejemplo.com', '50000010', new Date(Date.UTC(1991, 0, 2)), 'F'],
    ]);
    const second = await dryRun('contactos.xlsx', book);
    const mapped = await rows(second.id);
    expect(mapped.map((r) => r.estado)).toEqual(Array(6).fill('nuevo'));
    expect(mapped.slice(0, 5).map((r) => [r.datos.genero, r.datos.fechaNacimiento, r.datos.relacionCuenta])).toEqual(Array(5).fill(['M', '1990-04-05', '2']));
    expect(mapped[5].datos).toMatchObject({ fechaNacimiento: '1991-01-02', genero: 'F', email: 'fecha@ejemplo.com' });
  });

  it("ADM-52 ADM-OP07 only the chosen account's contacts are matched: another account's e-mail is new, its document is the form's duplicate", async () => {
    const csv = Buffer.from(
      'nombre,apellido,email,documento\nNueva,Persona,ipereyra@turismodelsur.com.ar,60111222\nOtra,Persona,otra@ejemplo.com,27334445556\nMarta,SUAREZ,x@ejemplo.com,60111333\n',
    );
    const job = await dryRun('contactos.csv', csv, otraCuenta);
    const all = await rows(job.id);
    expect(all.map((r) => r.estado)).toEqual(['nuevo', 'invalido', 'nuevo']);
    expect(all[1].detalle.problemas[0]).toEqual({
      path: 'documento',
      mensaje: 'No se puede cargar el pasajero/contacto porque ya existe otro con mismo documento.',
    });
  });

  it('ADM-OP05 hostile cells stay text: formulas (=, @, +, -) are never evaluated, HTML is stored as written', async () => {
    const csv = Buffer.from(
      'nombre;apellido;email;documento\n=1+2;Fórmula;formula@ejemplo.com;61000001\n@SUM(A1:A2);Arroba;arroba@ejemplo.com;61000002\n<img src=x onerror=alert(1)>;<b>Html</b>;html@ejemplo.com;61000003\n',
    );
    const job = await dryRun('hostil.csv', csv, otraCuenta);
    const book = await xlsx([
      ['nombre', 'apellido', 'email', 'documento'],
      [{ formula: '1+2', result: 3 }, 'Celda', 'celda@ejemplo.com', '61000004'],
    ]);
    const second = await dryRun('hostil.xlsx', book, otraCuenta);
    expect((await rows(second.id))[0].datos.nombre).toBe('=1+2');
    expect(job.totales.nuevo).toBe(3);
    const res = await t.as('admin', { method: 'POST', url: `${BASE}/${job.id}/importar` });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.as('admin', { method: 'POST', url: `${BASE}/${second.id}/importar` })).statusCode).toBe(200);
    const stored = (await contactsOf(otraCuenta)).map((r) => (r.data as Record<string, unknown>).nombre);
    expect(stored).toEqual(expect.arrayContaining(['=1+2', '@SUM(A1:A2)', '<img src=x onerror=alert(1)>']));
  });

  it('ADM-58 ADM-59 the new rows are created in one transaction as the contact form creates them; Contactos agregados correctamente', async () => {
    const before = (await contactsOf(agencia)).length;
    const job = await dryRun('contactos.csv', SAMPLE);
    const res = await t.as('admin', { method: 'POST', url: `${BASE}/${job.id}/importar` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ mensaje: 'Contactos agregados correctamente', datos: { importados: 3, omitidos: 0 } });
    const after = await contactsOf(agencia);
    expect(after.length).toBe(before + 3);
    const lucia = after.find((r) => (r.data as Record<string, unknown>).email === 'lucia.fernandez@ejemplo.com.ar')!;
    expect(lucia).toMatchObject({ vigente: true, owner_account: String(agencia) });
    // Read through the contact API as any contact is: the display name derived, the history's "alta".
    const read = await t.as('admin', { method: 'GET', url: `/api/modulos/contacto/${lucia.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().datos).toMatchObject({
      mostrarNombre: 'Fernández, Lucía',
      cuenta: agencia,
      relacionCuenta: '2',
      genero: 'F',
      fechaNacimiento: '1988-03-15',
    });
    const history = await t.db.selectFrom('record_history').select('action').where('record_id', '=', Number(lucia.id)).execute();
    expect(history.map((h) => h.action)).toEqual(['alta']);
    // The unique document is claimed: the contact form refuses the same document now.
    const again = await t.as('admin', {
      method: 'POST',
      url: '/api/modulos/contacto',
      payload: { datos: { nombre: 'X', apellido: 'Y', email: 'xy@ejemplo.com', tipoDocumento: 'DNI', documento: '30111222', cuenta: agencia } },
    });
    expect(again.statusCode).toBe(400);
    const status = (await t.as('admin', { method: 'GET', url: `${BASE}/${job.id}` })).json().datos;
    expect(status).toMatchObject({ estado: 'importado', importados: 3, cuentaNombre: 'Agencia Demo' });
    // The same job again: refused, nothing added.
    const twice = await t.as('admin', { method: 'POST', url: `${BASE}/${job.id}/importar` });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.mensaje).toBe('Este archivo ya se importó.');
  });

  it('ADM-53 ADM-54 ADM-58 a re-upload of the same file imports nothing: its rows exist now', async () => {
    const before = (await contactsOf(agencia)).length;
    const job = await dryRun('contactos.csv', SAMPLE);
    expect(job.totales).toEqual({ nuevo: 0, existente: 6, invalido: 3, total: 9 });
    const res = await t.as('admin', { method: 'POST', url: `${BASE}/${job.id}/importar` });
    expect(res.json().datos).toMatchObject({ importados: 0 });
    expect((await contactsOf(agencia)).length).toBe(before);
  });

  it('ADM-OP05 files refused with a Spanish 4xx: too large, wrong type, old XLS, content not matching, missing columns, unknown account', async () => {
    const big = Buffer.from('nombre;apellido;email\n' + 'Ana;Pérez;ana@ejemplo.com\n'.repeat(6000));
    const tooBig = await upload('admin', 'grande.csv', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.mensaje).toBe('El archivo supera el tamaño máximo de 0,1 MB.');
    const pdf = await upload('admin', 'contactos.pdf', Buffer.from('%PDF-1.4'), agencia, 'application/pdf');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().error.mensaje).toBe('El archivo debe ser CSV o XLSX (Excel).');
    const xls = await upload('admin', 'contactos.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));
    expect(xls.statusCode).toBe(415);
    expect(xls.json().error.mensaje).toBe('Los archivos .xls (Excel 97-2003) no se pueden leer: guárdelo como .xlsx o .csv.');
    const fake = await upload('admin', 'contactos.xlsx', Buffer.from('nombre;apellido\n'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.mensaje).toBe('El contenido del archivo contactos.xlsx no corresponde a un archivo XLSX.');
    const columns = await upload('admin', 'contactos.csv', Buffer.from('nombre;telefono\nAna;123\n'));
    expect(columns.statusCode).toBe(400);
    expect(columns.json().error.mensaje).toBe('Al archivo le faltan columnas: apellido (y email o documento).');
    const empty = await upload('admin', 'contactos.csv', Buffer.from('nombre;apellido;email\n'));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.mensaje).toBe('El archivo no tiene filas de contactos.');
    const account = await upload('admin', 'contactos.csv', SAMPLE, 999999);
    expect(account.statusCode).toBe(400);
    expect(account.json().error.mensaje).toBe('La cuenta elegida no existe.');
    const noFile = await t.as('admin', { method: 'POST', url: `${BASE}?cuenta=${agencia}`, ...multipart('contactos.csv', SAMPLE, 'text/csv', 'otro') });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.mensaje).toBe('Adjunte el archivo a importar en el campo archivo.');
    const json = await t.as('admin', { method: 'POST', url: `${BASE}?cuenta=${agencia}`, payload: { archivo: 'x' } });
    expect(json.statusCode).toBe(415);
  });
});
