/**
 * What bounds uploads (issue 10): a user with no role cannot upload (403), each user has a quota
 * (413, nothing stored), a user runs at most UPLOAD_MAX_PARALLEL uploads at once (429), uploads
 * are streamed to staged files, and the orphan sweep removes only old staged files and old files
 * with no row.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalFileStorage, STAGING_DIR } from '../../server/files/localFileStorage';
import { sweepOrphans } from '../../server/files/sweepOrphans';
import { startTestApp, type TestApp } from './helpers/testApp';

const PDF = readFileSync('tests/fixtures/files/minimo.pdf');
const boundary = '----limites';
const head = (name: string) =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="app"\r\n\r\n17\r\n--${boundary}\r\nContent-Disposition: form-data; name="archivo[]"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };

let t: TestApp;
let filesDir: string;
const filesOnDisk = () =>
  readdirSync(filesDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
const rowsOf = async (username: string) => {
  const user = await t.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return t.db.selectFrom('files').select(['id', 'size']).where('uploaded_by', '=', user.id).execute();
};
const upload = (username: string, name = 'a.pdf') =>
  t.as(username, { method: 'POST', url: '/api/archivos', headers, payload: Buffer.concat([head(name), PDF, tail]) });

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'archivos-'));
  vi.stubEnv('FILES_DIR', filesDir);
  // Room for exactly three copies of the fixture PDF per user; one upload at a time per user.
  vi.stubEnv('UPLOAD_QUOTA_MB', String((PDF.length * 3.5) / (1024 * 1024)));
  vi.stubEnv('UPLOAD_MAX_PARALLEL', '1');
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
  vi.unstubAllEnvs();
  rmSync(filesDir, { recursive: true, force: true });
});

describe('upload limits', () => {
  it('SES-15 a user with no role cannot upload: 403 and nothing stored', async () => {
    const before = filesOnDisk().length;
    const res = await upload('sinpermisos');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.mensaje).toBe('El usuario no tiene permisos');
    expect(filesOnDisk()).toHaveLength(before);
    expect(await rowsOf('sinpermisos')).toEqual([]);
  });

  it('refuses an upload past the user’s quota with a Spanish 413, stores nothing of it, and other users keep theirs', async () => {
    for (let i = 0; i < 3; i++) expect((await upload('staff', `f${i}.pdf`)).statusCode).toBe(201);
    const before = filesOnDisk().length;
    const over = await upload('staff', 'cuarto.pdf');
    expect(over.statusCode).toBe(413);
    expect(over.json().error.mensaje).toMatch(/^No hay espacio suficiente: sus archivos no pueden superar [\d.]+ MB en total\.$/);
    expect(filesOnDisk()).toHaveLength(before);
    expect(await rowsOf('staff')).toHaveLength(3);
    expect((await upload('bancos', 'otro.pdf')).statusCode).toBe(201);
  });

  it('answers 429 to a second upload of the same user while the first is still streaming; the first completes', async () => {
    const body = new PassThrough();
    const first = t.as('admin', { method: 'POST', url: '/api/archivos', headers, payload: body });
    body.write(Buffer.concat([head('lento.pdf'), PDF.subarray(0, 100)]));
    // The first upload is streaming to disk once its staged file exists.
    await vi.waitFor(() => expect(readdirSync(join(filesDir, STAGING_DIR))).toHaveLength(1), { timeout: 30_000, interval: 20 });
    const second = await upload('admin', 'segundo.pdf');
    expect(second.statusCode).toBe(429);
    expect(second.json().error.mensaje).toBe('Ya tiene otras subidas en curso. Espere a que terminen e intente nuevamente.');
    // Another user is not held up.
    expect((await upload('bancos', 'paralelo.pdf')).statusCode).toBe(201);
    body.end(Buffer.concat([PDF.subarray(100), tail]));
    expect((await first).statusCode).toBe(201);
    expect((await upload('admin', 'despues.pdf')).statusCode).toBe(201);
    expect(readdirSync(join(filesDir, STAGING_DIR))).toEqual([]);
  });
});

describe('orphan sweep', () => {
  it('removes staged files and files with no row older than the age given, and nothing else', async () => {
    const root = mkdtempSync(join(tmpdir(), 'barrido-'));
    try {
      const storage = createLocalFileStorage(root);
      const linked = (await upload('bancos', 'enlazado.pdf')).json().datos[0] as { id: string };
      const row = await t.db.selectFrom('files').selectAll().where('id', '=', linked.id).executeTakeFirstOrThrow();
      const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
      const put = (path: string, age?: Date) => {
        mkdirSync(join(root, path, '..'), { recursive: true });
        writeFileSync(join(root, path), PDF);
        if (age) utimesSync(join(root, path), age, age);
        return path;
      };
      const oldLinked = put(`${row.carpeta}/${row.stored_name}`, old);
      const oldOrphan = put(`general/${randomUUID()}.pdf`, old);
      const oldStaged = put(`${STAGING_DIR}/abc.part`, old);
      const oldLegacyPart = put(`general/${randomUUID()}.pdf.0a1b2c.part`, old);
      const youngOrphan = put(`general/${randomUUID()}.pdf`);
      const youngStaged = put(`${STAGING_DIR}/def.part`);
      const notOurs = put('LEAME.TXT', old);

      expect(await sweepOrphans(t.db, storage)).toEqual({ staged: 2, unlinked: 1 });
      const left = readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name).slice(root.length + 1));
      expect(left.sort()).toEqual([oldLinked, youngOrphan, youngStaged, notOurs].sort());
      expect([oldOrphan, oldStaged, oldLegacyPart].some((path) => left.includes(path))).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
