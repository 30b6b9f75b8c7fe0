/**
 * Uploads and downloads (WID-01…06) as the uploader widget and the browser see them, with real
 * multipart bodies and tiny real files (tests/fixtures/files: a PDF, PNG, GIF and JPEG, a text,
 * and `.pdf` files that are really HTML or an ELF program).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';
import { storeUploads } from '../../server/files/storeUploads';
import { createLocalFileStorage } from '../../server/files/localFileStorage';

const fixture = (name: string) => readFileSync(join('tests/fixtures/files', name));
const PDF = fixture('minimo.pdf');

type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer; type?: string };

/** A multipart/form-data body as a browser (or curl) sends it; quotes in names escaped as curl does. */
function multipart(parts: Part[]) {
  const boundary = `----prueba${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('filename' in part) {
      const filename = part.filename.replace(/["\\]/g, '\\$&');
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(part.content);
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}`));
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const file = (filename: string, content: Buffer = PDF): Part => ({ name: 'archivo[]', filename, content });
const generic = (...files: Part[]): Part[] => [{ name: 'app', value: '17' }, { name: 'prefijo', value: 'adjunto' }, ...files];

let t: TestApp;
let filesDir: string;

function storedFiles(dir = filesDir): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
const countRows = async () =>
  Number(
    (
      await t.db
        .selectFrom('files')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function upload(user: string, parts: Part[]) {
  return t.as(user, { method: 'POST', url: '/api/archivos', ...multipart(parts) });
}

/** Runs an upload that must be refused and checks nothing was stored. */
async function refused(user: string, parts: Part[]) {
  const [filesBefore, rowsBefore] = [storedFiles().length, await countRows()];
  const res = await upload(user, parts);
  expect(storedFiles()).toHaveLength(filesBefore);
  expect(await countRows()).toBe(rowsBefore);
  return res;
}

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'archivos-'));
  vi.stubEnv('FILES_DIR', filesDir);
  vi.stubEnv('UPLOAD_MAX_MB', '0.01'); // about 10 KB, so the size limit is tested with a small body
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
  vi.unstubAllEnvs();
  rmSync(filesDir, { recursive: true, force: true });
});

describe('POST /api/archivos', () => {
  it('WID-01 WID-06 stores a PDF sent as archivo[] with app 17 in folder `general` and answers 201 with id, nombre, tipo, tamano and url', async () => {
    const res = await upload('bancos', generic(file('Contrato.pdf')));
    expect(res.statusCode).toBe(201);
    const [described] = res.json().datos;
    expect(described).toEqual({
      id: expect.any(String),
      nombre: 'Contrato.pdf',
      tipo: 'application/pdf',
      tamano: PDF.length,
      url: `/api/archivos/${described.id}`,
    });
    const row = await t.db.selectFrom('files').selectAll().where('id', '=', described.id).executeTakeFirstOrThrow();
    const bancos = await t.db.selectFrom('users').select('id').where('username', '=', 'bancos').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      stored_name: `${described.id}.pdf`,
      original_name: 'Contrato.pdf',
      prefijo: 'adjunto',
      carpeta: 'general',
      uploaded_by: bancos.id,
      module: null,
      record_id: null,
    });
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(filesDir, 'general', `${described.id}.pdf`))).toEqual(PDF);
  });

  it('WID-01 stores several files of one upload, each under a server-chosen name', async () => {
    const res = await upload('staff', [
      ...generic(file('a.pdf'), file('imagen.PNG', fixture('pixel.png')), file('nota.txt', fixture('notas.txt'))),
      { name: 'carpeta', value: 'contratos' },
    ]);
    expect(res.statusCode).toBe(201);
    const datos = res.json().datos as Array<{ id: string; nombre: string; tipo: string }>;
    expect(datos.map((d) => [d.nombre, d.tipo])).toEqual([
      ['a.pdf', 'application/pdf'],
      ['imagen.PNG', 'image/png'],
      ['nota.txt', 'text/plain; charset=utf-8'],
    ]);
    expect(readdirSync(join(filesDir, 'contratos')).sort()).toEqual([`${datos[0].id}.pdf`, `${datos[1].id}.png`, `${datos[2].id}.txt`].sort());
  });

  it('CST-71 refuses an upload whose app is not 17 (400, Spanish) and stores nothing', async () => {
    const res = await refused('bancos', [{ name: 'app', value: '18' }, file('a.pdf')]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe('La aplicación indicada para la subida no es válida.');
    expect((await refused('bancos', [file('a.pdf')])).statusCode).toBe(400);
  });

  it('WID-04 CST-72 CST-73 a logo upload (prefijo logo, carpeta logos) takes jpg, jpeg, png and gif and refuses a PDF', async () => {
    const logo = (...files: Part[]) => [{ name: 'app', value: '17' }, { name: 'prefijo', value: 'logo' }, { name: 'carpeta', value: 'logos' }, ...files];
    const res = await upload(
      'bancos',
      logo(
        file('logo.jpg', fixture('gris.jpg')),
        file('logo.jpeg', fixture('gris.jpg')),
        file('logo.png', fixture('pixel.png')),
        file('logo.gif', fixture('pixel.gif')),
      ),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().datos.map((d: { tipo: string }) => d.tipo)).toEqual(['image/jpeg', 'image/jpeg', 'image/png', 'image/gif']);
    expect(
      readdirSync(join(filesDir, 'logos'))
        .map((name) => name.split('.')[1])
        .sort(),
    ).toEqual(['gif', 'jpg', 'jpg', 'png']);

    const pdf = await refused('bancos', logo(file('logo.pdf')));
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error.mensaje).toBe('El archivo logo.pdf no tiene una extensión permitida. Extensiones permitidas: jpg, jpeg, png, gif.');
  });

  it('WID-05 accepts only the extensions of the field’s list that the server also accepts', async () => {
    const only = (list: string, ...files: Part[]) => [...generic(...files), { name: 'extensiones', value: list }];
    const res = await refused('bancos', only('jpg,png', file('a.pdf')));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe('El archivo a.pdf no tiene una extensión permitida. Extensiones permitidas: jpg, png.');
    expect((await upload('bancos', only(' .PDF , exe', file('a.pdf')))).statusCode).toBe(201);
    const exe = await refused('bancos', only('exe', file('programa.exe', fixture('programa-elf.pdf'))));
    expect(exe.json().error.mensaje).toBe('El archivo programa.exe no tiene una extensión permitida. Extensiones permitidas: —.');
    expect((await refused('bancos', only('pdf;rm -rf', file('a.pdf')))).json().error.mensaje).toBe('La lista de extensiones permitidas no es válida.');
  });

  it('refuses a file whose content is not what its extension says: a .pdf holding HTML or an ELF program, a PNG named .jpg (400)', async () => {
    for (const [name, content] of [
      ['factura.pdf', fixture('factura-html.pdf')],
      ['factura.pdf', fixture('programa-elf.pdf')],
      ['foto.jpg', fixture('pixel.png')],
      ['nota.txt', fixture('pixel.png')],
    ] as const) {
      const res = await refused('bancos', generic(file(name, content)));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ codigo: 'contenido_no_coincide', mensaje: `El contenido del archivo ${name} no corresponde a su extensión.` });
    }
  });

  it('refuses the whole upload when one of its files is refused: nothing half-written', async () => {
    const res = await refused('bancos', generic(file('bueno.pdf'), file('malo.pdf', fixture('factura-html.pdf'))));
    expect(res.statusCode).toBe(400);
  });

  it('refuses original names with path separators, control or direction characters, or over 255 characters (400)', async () => {
    for (const name of [
      '../../etc/passwd.pdf',
      'carpeta/a.pdf',
      'C:\\temp\\a.pdf',
      'a\u0007b.pdf',
      'factura\u202Efdp.exe.pdf',
      `${'x'.repeat(252)}.pdf`,
      '.pdf',
    ]) {
      const res = await refused('bancos', generic(file(name)));
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.mensaje, name).toMatch(/^(El nombre del archivo no es válido\.|El archivo \.pdf no tiene una extensión permitida\..*)$/);
    }
    expect((await upload('bancos', generic(file(`${'x'.repeat(251)}.pdf`)))).statusCode).toBe(201);
  });

  it('refuses a file part sent without a filename (curl -F "archivo[]=hola;type=…") with a Spanish 400', async () => {
    const boundary = '----sin-nombre';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="app"\r\n\r\n17\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="archivo[]"\r\nContent-Type: application/octet-stream\r\n\r\nhola\r\n` +
        `--${boundary}--\r\n`,
    );
    const [filesBefore, rowsBefore] = [storedFiles().length, await countRows()];
    const res = await t.as('bancos', {
      method: 'POST',
      url: '/api/archivos',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.mensaje).toBe('El nombre del archivo no es válido.');
    expect(storedFiles()).toHaveLength(filesBefore);
    expect(await countRows()).toBe(rowsBefore);
  });

  it('refuses a prefijo or carpeta that is not a safe folder name (400)', async () => {
    for (const [name, value] of [
      ['carpeta', '../etc'],
      ['carpeta', 'Mayus'],
      ['prefijo', 'a/b'],
      ['carpeta', 'x'.repeat(41)],
    ]) {
      const res = await refused('bancos', [...generic(file('a.pdf')), { name, value }]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.mensaje).toBe('El prefijo o la carpeta indicados para la subida no son válidos.');
    }
  });

  it('answers 413 with a Spanish message for a file over the size limit and keeps nothing', async () => {
    const big = Buffer.concat([PDF, Buffer.from(`%${'0'.repeat(20_000)}\n`)]);
    const res = await refused('bancos', generic(file('grande.pdf', big)));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.mensaje).toBe('El archivo grande.pdf supera el tamaño máximo de 0.01 MB.');
  });

  it('refuses an empty file, no file, more than 10 files, unknown fields and a body that is not multipart', async () => {
    expect((await refused('bancos', generic(file('vacio.pdf', Buffer.alloc(0))))).json().error.mensaje).toBe('El archivo vacio.pdf está vacío.');
    expect((await refused('bancos', generic())).json().error.mensaje).toBe('Debe seleccionar al menos un archivo.');
    const eleven = await refused('bancos', generic(...Array.from({ length: 11 }, (_, i) => file(`f${i}.pdf`))));
    expect(eleven.statusCode).toBe(400);
    expect(eleven.json().error.mensaje).toBe('Puede subir hasta 10 archivos a la vez.');
    expect((await refused('bancos', [...generic(file('a.pdf')), { name: 'ruta', value: '/etc' }])).json().error.mensaje).toBe(
      'La subida contiene un campo desconocido: ruta.',
    );
    expect(
      (
        await refused('bancos', [
          { name: 'app', value: '17' },
          { name: 'otro', filename: 'a.pdf', content: PDF },
        ])
      ).statusCode,
    ).toBe(400);
    const json = await t.as('bancos', { method: 'POST', url: '/api/archivos', payload: { app: '17' } });
    expect(json.statusCode).toBe(415);
  });

  it('answers 401 without a session and stores nothing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/archivos', ...multipart(generic(file('a.pdf'))) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.mensaje).toBe('Error con credenciales de logueo');
  });

  it('leaves no file behind when the rows cannot be written', async () => {
    const storage = createLocalFileStorage(filesDir);
    const before = storedFiles().length;
    const target = { prefijo: 'adjunto', carpeta: 'fallida', allowed: ['pdf'] };
    const staged = async (originalName: string) => {
      const file = await storage.stage();
      await new Promise<void>((done, fail) => file.stream.end(PDF, () => done()).once('error', fail));
      return { originalName, extension: 'pdf', size: PDF.length, sha256: 'x', staged: file };
    };
    // A user id that does not exist breaks the insert (foreign key): nothing is renamed, the staged files go.
    await expect(storeUploads(t.db, storage, 987654321, target, [await staged('a.pdf'), await staged('b.pdf')])).rejects.toThrow();
    expect(storedFiles()).toHaveLength(before);
    // The second rename fails after the first file was moved into place: both go, no row stays.
    const files = [await staged('a.pdf'), await staged('b.pdf')];
    files[1] = { ...files[1], staged: { ...files[1].staged, commit: () => Promise.reject(new Error('disco lleno')) } };
    await expect(storeUploads(t.db, storage, 1, target, files)).rejects.toThrow('disco lleno');
    await files[1].staged.discard();
    expect(storedFiles()).toHaveLength(before);
    expect(await t.db.selectFrom('files').select('id').where('carpeta', '=', 'fallida').execute()).toEqual([]);
  });
});

describe('GET /api/archivos/:id', () => {
  const uploadAs = async (user: string, name: string, content: Buffer = PDF) =>
    (await upload(user, generic(file(name, content)))).json().datos[0] as { id: string; url: string };

  it('sends the file to its uploader with its type, nosniff and an RFC 6266 / RFC 5987 Content-Disposition', async () => {
    const { url } = await uploadAs('bancos', 'Presupuesto año 2026 "final".pdf');
    const res = await t.as('bancos', { method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(PDF);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(PDF.length));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Presupuesto ano 2026 _final_.pdf"; filename*=UTF-8''Presupuesto%20a%C3%B1o%202026%20%22final%22.pdf`,
    );
  });

  it('hides a file from every other user (404), administrators included, until it is attached (issue 19, defect 2)', async () => {
    const { id, url } = await uploadAs('bancos', 'interno.pdf');
    for (const user of ['staff', 'externo', 'sinpermisos', 'admin']) expect((await t.as(user, { method: 'GET', url })).statusCode, user).toBe(404);
    expect((await t.as('bancos', { method: 'GET', url })).statusCode).toBe(200);
    expect((await t.as('staff', { method: 'GET', url })).json().error.mensaje).toBe('El archivo solicitado no existe.');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a file attached to a bank record to whoever may read banks (access.read) and to nobody else', async () => {
    const { id, url } = await uploadAs('admin', 'extracto.pdf');
    const bank = await t.db.selectFrom('records').select('id').where('module', '=', 'banco').orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('files').set({ module: 'banco', record_id: bank.id }).where('id', '=', id).execute();
    expect((await t.as('staff', { method: 'GET', url })).statusCode).toBe(200); // banco r
    expect((await t.as('bancos', { method: 'GET', url })).statusCode).toBe(200); // banco w
    expect((await t.as('externo', { method: 'GET', url })).statusCode).toBe(404);
    expect((await t.as('sinpermisos', { method: 'GET', url })).statusCode).toBe(404);

    await t.db.updateTable('files').set({ record_id: 99_999_999 }).where('id', '=', id).execute();
    expect((await t.as('staff', { method: 'GET', url })).statusCode).toBe(404); // the record is gone
    await t.db.updateTable('files').set({ module: 'noExiste', record_id: bank.id }).where('id', '=', id).execute();
    expect((await t.as('staff', { method: 'GET', url })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id, 400 for a malformed one and 401 without a session', async () => {
    const { url } = await uploadAs('bancos', 'x.pdf');
    expect((await t.as('bancos', { method: 'GET', url: '/api/archivos/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await t.as('bancos', { method: 'GET', url: '/api/archivos/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('API docs', () => {
  it('describe the upload, download and address-suggestion routes', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/archivos', '/api/archivos/{id}', '/api/direcciones/sugerencias']));
  });
});
