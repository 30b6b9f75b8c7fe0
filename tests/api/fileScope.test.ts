/**
 * Issue 19, defect 2: a stored file is read through the record it is attached to (its read guard,
 * record scope and field access: server/files/fileAccess.ts), an unattached one by its uploader only,
 * and the logo route serves logos only (ACC-40). Files are uploaded and attached through the API.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';

const PDF = readFileSync(join('tests/fixtures/files', 'minimo.pdf'));
const PNG = readFileSync(join('tests/fixtures/files', 'pixel.png'));

let t: TestApp;
let filesDir: string;

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'archivos-alcance-'));
  vi.stubEnv('FILES_DIR', filesDir);
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
  vi.unstubAllEnvs();
  rmSync(filesDir, { recursive: true, force: true });
});

/** Uploads one file as `user` (multipart, as the uploader widget sends it) and answers its id. */
async function upload(user: string, name: string, content: Buffer, type: string, carpeta = 'general'): Promise<string> {
  const boundary = '----alcance5c1d';
  const field = (n: string, v: string) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`);
  const payload = Buffer.concat([
    field('app', '17'),
    field('prefijo', carpeta === 'logos' ? 'logo' : 'adjunto'),
    field('carpeta', carpeta),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="archivo[]"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.as(user, { method: 'POST', url: '/api/archivos', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().datos[0].id as string;
}

const contactNamed = async (mostrarNombre: string) =>
  Number(
    (
      await t.db
        .selectFrom('records')
        .select('id')
        .where('module', '=', 'contacto')
        .where(sql<boolean>`data ->> 'mostrarNombre' = ${mostrarNombre}`)
        .executeTakeFirstOrThrow()
    ).id,
  );

/** Staff saves the contact with the file as its passport (a `notas` row, CON-06): the save attaches it. */
async function attachPassport(contacto: number, fileId: string, nombre: string) {
  const current = (await t.as('staff', { method: 'GET', url: `/api/modulos/contacto/${contacto}` })).json();
  const notas = [...((current.datos.notas as unknown[]) ?? []), { tipoDocumento: 'PAS', archivo: fileId, nombre }];
  const saved = await t.as('staff', {
    method: 'PUT',
    url: `/api/modulos/contacto/${contacto}`,
    payload: { version: current.version, datos: { ...current.datos, notas } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const row = await t.db.selectFrom('files').select(['module', 'record_id']).where('id', '=', fileId).executeTakeFirstOrThrow();
  expect(row).toEqual({ module: 'contacto', record_id: contacto });
}

describe('19-2 files are read through their record', () => {
  it("19-2 externo cannot download a file attached to another account's contact (404/403, no bytes, no name)", async () => {
    // Pereyra, Ignacio: a contact of Turismo del Sur S.R.L., not externo's agency (Agencia Demo).
    const id = await upload('staff', 'Pasaporte Pereyra.pdf', PDF, 'application/pdf');
    await attachPassport(await contactNamed('Pereyra, Ignacio'), id, 'Pasaporte Pereyra.pdf');
    for (const url of [`/api/archivos/${id}`, `/api/archivos/${id}/datos`]) {
      const res = await t.as('externo', { method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.mensaje).toBe('El archivo solicitado no existe.');
      expect(res.rawPayload.includes(PDF.subarray(0, 64))).toBe(false);
      expect(res.body).not.toContain('Pereyra');
    }
    // The contact's readers still get it: staff (contacts, every account) and the administrator.
    for (const user of ['staff', 'admin']) {
      const res = await t.as(user, { method: 'GET', url: `/api/archivos/${id}` });
      expect(res.statusCode, user).toBe(200);
      expect(res.rawPayload.equals(PDF)).toBe(true);
    }
    expect((await t.as('staff', { method: 'GET', url: `/api/archivos/${id}/datos` })).json().datos).toMatchObject({
      id,
      nombre: 'Pasaporte Pereyra.pdf',
      tipo: 'application/pdf',
      tamano: PDF.length,
    });
  });

  it("19-2 externo downloads a file attached to its own agency's contact (CON-37: the contacts it may read)", async () => {
    const id = await upload('staff', 'Pasaporte Suárez.pdf', PDF, 'application/pdf');
    await attachPassport(await contactNamed('Suárez, Marta'), id, 'Pasaporte Suárez.pdf');
    const res = await t.as('externo', { method: 'GET', url: `/api/archivos/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect((await t.as('externo', { method: 'GET', url: `/api/archivos/${id}/datos` })).json().datos.nombre).toBe('Pasaporte Suárez.pdf');
  });

  it('19-2 the uploader of an attached file reads it through the record too: once the contact is outside its scope, 404', async () => {
    // externo uploads and attaches a passport to its own contact; the contact then moves to another account (staff).
    const id = await upload('externo', 'Pasaporte Herrera.pdf', PDF, 'application/pdf');
    const contacto = await contactNamed('Herrera, Tomás');
    const current = (await t.as('externo', { method: 'GET', url: `/api/modulos/contacto/${contacto}` })).json();
    const saved = await t.as('externo', {
      method: 'PUT',
      url: `/api/modulos/contacto/${contacto}`,
      payload: { version: current.version, datos: { ...current.datos, notas: [{ tipoDocumento: 'PAS', archivo: id, nombre: 'Pasaporte Herrera.pdf' }] } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await t.as('externo', { method: 'GET', url: `/api/archivos/${id}` })).statusCode).toBe(200);
    await t.db.updateTable('records').set({ owner_account: 'otra-cuenta' }).where('id', '=', contacto).execute();
    expect((await t.as('externo', { method: 'GET', url: `/api/archivos/${id}` })).statusCode).toBe(404);
    expect((await t.as('externo', { method: 'GET', url: `/api/archivos/${id}/datos` })).statusCode).toBe(404);
  });

  it('19-2 a file not attached to any record is read by its uploader only, administrators included in the "others"', async () => {
    const id = await upload('staff', 'borrador.pdf', PDF, 'application/pdf');
    expect((await t.as('staff', { method: 'GET', url: `/api/archivos/${id}` })).statusCode).toBe(200);
    for (const user of ['admin', 'tarjetas', 'externo'])
      expect((await t.as(user, { method: 'GET', url: `/api/archivos/${id}/datos` })).statusCode, user).toBe(404);
  });
});

describe('19-2 ACC-40 the logo route serves logos only', () => {
  it("19-2 ACC-40 an account's logo is served to any user with a role; a logos-folder image attached as a passport is not", async () => {
    // A logo saved into an account's logoUrl (Agencia Demo, by agencias) brands the agency's pages: anyone with a role sees it.
    const agency = Number(
      (
        await t.db
          .selectFrom('records')
          .select('id')
          .where('module', '=', 'cuenta')
          .where(sql<boolean>`data ->> 'mostrarNombre' = 'Agencia Demo'`)
          .executeTakeFirstOrThrow()
      ).id,
    );
    const logo = await upload('agencias', 'marca.png', PNG, 'image/png', 'logos');
    expect((await t.as('externo', { method: 'GET', url: `/api/logos/${logo}` })).statusCode).toBe(404); // not saved yet: its uploader's preview only
    expect((await t.as('agencias', { method: 'GET', url: `/api/logos/${logo}` })).statusCode).toBe(200);
    const current = (await t.as('agencias', { method: 'GET', url: `/api/modulos/cuenta/${agency}` })).json();
    const saved = await t.as('agencias', {
      method: 'PUT',
      url: `/api/modulos/cuenta/${agency}`,
      payload: { version: current.version, datos: { ...current.datos, logoUrl: logo } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const user of ['externo', 'staff', 'bancos']) {
      const res = await t.as(user, { method: 'GET', url: `/api/logos/${logo}` });
      expect(res.statusCode, user).toBe(200);
      expect(res.rawPayload.equals(PNG)).toBe(true);
    }
    // An image uploaded into the logos folder but saved as another agency's contact passport stays behind its record.
    const scan = await upload('staff', 'pasaporte.png', PNG, 'image/png', 'logos');
    await attachPassport(await contactNamed('Benítez, Lucía'), scan, 'pasaporte.png');
    const viaLogo = await t.as('externo', { method: 'GET', url: `/api/logos/${scan}` });
    expect(viaLogo.statusCode).toBe(404);
    expect(viaLogo.rawPayload.equals(PNG)).toBe(false);
    expect((await t.as('externo', { method: 'GET', url: `/api/archivos/${scan}` })).statusCode).toBe(404);
  });
});
