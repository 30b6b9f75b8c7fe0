/**
 * Downloads and exports send their file name in one `Content-Disposition` builder
 * (server/http/contentDisposition.ts): whatever the name holds (quotes, line breaks, accents, a
 * lone surrogate, characters a spreadsheet refuses in a sheet name) the answer is the file, never a 500.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';

const PDF = readFileSync('tests/fixtures/files/minimo.pdf');
/** A module title no sane config has, to reach the export's file and sheet names. */
const HOSTILE_TITLE = 'Bancos "2026" / año: [a*b?]\uD800 \\ \r\n fin';
const SAFE_HEADER = /^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+$/;

let t: TestApp;
let filesDir: string;
beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'archivos-'));
  vi.stubEnv('FILES_DIR', filesDir);
  t = await startTestApp({ config: (config) => void (config.modules.banco.title = HOSTILE_TITLE) });
});
afterAll(async () => {
  await t?.close();
  vi.unstubAllEnvs();
  rmSync(filesDir, { recursive: true, force: true });
});

/** Uploads a PDF as `bancos` (a multipart body as a browser sends it) and returns its download url. */
async function uploadPdf(): Promise<{ id: string; url: string }> {
  const boundary = '----prueba-nombres';
  const part = (headers: string, body: Buffer | string) => [Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(body), Buffer.from('\r\n')];
  const payload = Buffer.concat([
    ...part('Content-Disposition: form-data; name="app"', '17'),
    ...part('Content-Disposition: form-data; name="archivo[]"; filename="informe.pdf"\r\nContent-Type: application/pdf', PDF),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  const res = await t.as('bancos', { method: 'POST', url: '/api/archivos', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  expect(res.statusCode).toBe(201);
  return res.json().datos[0];
}

describe('hostile file names', () => {
  it('a download whose stored original name holds quotes, line breaks and odd characters is sent with a safe header', async () => {
    const { id, url } = await uploadPdf();
    // Names the upload refuses can still be in the table (older rows, another writer).
    for (const name of ['a"b\r\nSet-Cookie: x=1.pdf', '  ', '北京 "final" 100%.pdf', '\u202Efdp.exe']) {
      await t.db.updateTable('files').set({ original_name: name }).where('id', '=', id).execute();
      const res = await t.as('bancos', { method: 'GET', url });
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-disposition'], name).toMatch(SAFE_HEADER);
      expect(res.headers['set-cookie'], name).toBeUndefined();
      expect(res.rawPayload).toEqual(PDF);
    }
  });

  it('a CSV export of a module whose title holds a lone surrogate, quotes and line breaks answers 200 with a safe header', async () => {
    const res = await t.as('staff', { method: 'GET', url: '/api/modulos/banco/exportar/csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(SAFE_HEADER);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''Bancos%20%222026%22%20%2F%20a%C3%B1o%3A%20%5Ba%2Ab%3F%5D%EF%BF%BD%20%5C%20%0D%0A%20fin.csv`,
    );
    expect(res.body).toContain('Nombre');
  });

  it('an XLSX export of that module is a real workbook: the sheet name drops what a spreadsheet refuses', async () => {
    const res = await t.as('staff', { method: 'GET', url: '/api/modulos/banco/exportar/xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(SAFE_HEADER);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets).toHaveLength(1);
    expect(workbook.worksheets[0].getRow(1).getCell(1).value).toBe('Nombre');
  });
});
