/**
 * Uploads a small PDF as the upload widget does (multipart `archivo[]`, app 17, a prefix and the
 * generic folder) and answers the stored file's id: what an upload field of a record holds. For
 * tests that save records with files (a made-up id is refused, issue 19 defect 7).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { TestApp } from './testApp';

const PDF = readFileSync('tests/fixtures/files/minimo.pdf');

/** The id of a PDF `user` uploads (not attached to any record yet). */
export async function uploadPdf(t: TestApp, user: string, name = 'documento.pdf'): Promise<string> {
  const boundary = `----prueba${randomBytes(6).toString('hex')}`;
  const field = (n: string, v: string) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`);
  const payload = Buffer.concat([
    field('app', '17'),
    field('prefijo', 'adjunto'),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="archivo[]"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.as(user, { method: 'POST', url: '/api/archivos', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().datos[0].id as string;
}
