/**
 * How the built client and the API travel (issue 9): every built file precompressed (brotli,
 * gzip) and served in the encoding the browser accepts with `Vary: Accept-Encoding`; scripts and
 * stylesheets without the document-only security headers, everything else with the strict CSP; hashed
 * assets cached a year as immutable; index.html, client routes and the configs `no-cache` with an
 * ETag and a 304 when unchanged; API JSON compressed above the threshold; exports still whole.
 * Builds dist/client first when it is stale (as `npm start` does).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ensureClientBuild } from '../../server/client/ensureClientBuild';
import { compressible, filesUnder } from '../../scripts/vite/precompressPlugin';
import { COMPRESS_THRESHOLD_BYTES } from '../../server/http/compression';
import { documentOnlyHeaders, subresourceFile } from '../../server/http/security';
import { startTestApp, type TestApp } from '../api/helpers/testApp';

const clientDir = resolve('dist/client');
let t: TestApp;

beforeAll(async () => {
  ensureClientBuild(process.cwd(), clientDir);
  t = await startTestApp({ clientDir });
}, 240_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const decode = (encoding: string | undefined, body: Buffer) => (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body);
const builtFiles = () => filesUnder(clientDir).filter((file) => !/\.(br|gz)$/.test(file));

describe('built client delivery', () => {
  it('the build has hashed assets, index.html and a brotli and gzip twin of each compressible file', () => {
    const files = builtFiles();
    expect(files).toContain('index.html');
    expect(files.filter((f) => f.startsWith('assets/') && f.endsWith('.js')).length).toBeGreaterThan(1);
    for (const file of files.filter((f) => compressible.test(f))) {
      const original = readFileSync(join(clientDir, file));
      expect(brotliDecompressSync(readFileSync(join(clientDir, `${file}.br`))).equals(original), file).toBe(true);
      expect(gunzipSync(readFileSync(join(clientDir, `${file}.gz`))).equals(original), file).toBe(true);
    }
  });

  it('every built file: the accepted encoding, Vary, its caching policy, an ETag when not immutable, its security headers and the original bytes once decoded', async () => {
    for (const file of builtFiles()) {
      const original = readFileSync(join(clientDir, file));
      const hashed = file.startsWith('assets/');
      for (const [accept, expected] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip, deflate', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const res = await get(`/${file}`, { 'accept-encoding': accept });
        const what = `${file} (${accept})`;
        expect(res.statusCode, what).toBe(200);
        expect(res.headers['cache-control'], what).toBe(hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // An immutable asset is never revalidated: no ETag (nor Accept-Ranges), ≈ 55 bytes a file (decision 120).
        if (hashed) expect([res.headers.etag, res.headers['accept-ranges']], what).toEqual([undefined, undefined]);
        else expect(res.headers.etag, what).toBeTruthy();
        expect(res.headers['x-content-type-options'], what).toBe('nosniff');
        expect(res.headers['cross-origin-resource-policy'], what).toBe('same-origin');
        if (subresourceFile.test(file)) {
          // A script, stylesheet or font never renders as a document: no document-only headers (≈ 0.6 KB a file).
          for (const name of documentOnlyHeaders) expect(res.headers[name], `${what}: ${name}`).toBeUndefined();
        } else {
          expect(res.headers['content-security-policy'], what).toContain("script-src 'self'");
          expect(res.headers['x-frame-options'], what).toBe('SAMEORIGIN');
        }
        if (compressible.test(file)) {
          expect(res.headers['content-encoding'], what).toBe(expected);
          expect(res.headers.vary, what).toMatch(/accept-encoding/i);
        } else {
          expect(res.headers['content-encoding'], what).toBeUndefined();
        }
        expect(decode(res.headers['content-encoding'] as string | undefined, res.rawPayload).equals(original), what).toBe(true);
      }
    }
  });

  it('index.html and every client route: no-cache with an ETag, 304 when the browser has it', async () => {
    const index = readFileSync(join(clientDir, 'index.html'));
    for (const url of ['/', '/index.html', '/herramientas/abm/bancos', '/herramientas/abm/bancos/nuevo', '/herramientas/abm/bancos/editar/12']) {
      for (const [accept, encoding] of [
        ['br', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const res = await get(url, { 'accept-encoding': accept });
        const what = `${url} (${accept})`;
        expect(res.statusCode, what).toBe(200);
        expect(res.headers['cache-control'], what).toBe('no-cache');
        expect(res.headers['content-type'], what).toMatch(/^text\/html/);
        expect(res.headers['content-encoding'], what).toBe(encoding);
        expect(res.headers.vary, what).toMatch(/accept-encoding/i);
        expect(res.headers['content-security-policy'], what).toContain("script-src 'self'");
        // A screen's page is index.html with its chunks' preload links (routePreloads.ts); any other path gets index.html as built.
        const page = decode(encoding, res.rawPayload).toString();
        expect(
          page.replace(
            / {4}<link rel="modulepreload" crossorigin href="[^"]+"(?: data-modulo="[a-z0-9_-]+")?>\n(?=(?: {4}<link rel="modulepreload"[^\n]*\n)* {2}<\/head>)/g,
            '',
          ),
          what,
        ).toBe(index.toString());
        const again = await get(url, { 'accept-encoding': accept, 'if-none-match': res.headers.etag as string });
        expect(again.statusCode, what).toBe(304);
        expect(again.rawPayload.length, what).toBe(0);
      }
    }
  });

  it("a screen's page preloads its kind's chunk and its module's definition, each an existing asset the entry does not already load; a module's chunk is named by its module (decision 168)", async () => {
    const page = (url: string) => get(url, { 'accept-encoding': 'identity' }).then((res) => res.body);
    const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"(?: data-modulo="[^"]+")?>/g)].map((m) => m[1]);
    const namedModules = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+)" data-modulo="([^"]+)">/g)].map((m) => [m[2], m[1]]);
    const entryPreloads = preloads(readFileSync(join(clientDir, 'index.html'), 'utf8'));
    const list = preloads(await page('/herramientas/abm/bancos'));
    const added = list.filter((file) => !entryPreloads.includes(file));
    expect(added.some((file) => /\/assets\/ListScreen-[^/]+\.js$/.test(file))).toBe(true);
    // The bank's chunk (its loader file, schema, ui schema, messages and rules), named by the module; no other module's.
    const named = namedModules(await page('/herramientas/abm/bancos'));
    expect(named).toEqual([['banco', expect.stringMatching(/^\/assets\/banco-[^/]+\.js$/)]]);
    expect(added).toContain(named[0][1]);
    expect(readFileSync(join(clientDir, named[0][1]), 'utf8')).toMatch(/export\{[^}]*\bas schema\b[^}]*\}/);
    for (const file of list) expect((await get(file)).statusCode, file).toBe(200);
    // The form's page preloads the form screen and the widgets it waits for (decision 164; the widgets' related
    // tabs bring the list's shared code with them); a path that is no screen's preloads only what the entry needs.
    const form = preloads(await page('/herramientas/abm/bancos/editar/12'));
    expect(form.some((file) => /\/assets\/FormScreen-[^/]+\.js$/.test(file))).toBe(true);
    expect(form.some((file) => /\/assets\/registerWidgets-[^/]+\.js$/.test(file))).toBe(true);
    for (const file of form) expect((await get(file)).statusCode, file).toBe(200);
    expect(preloads(await page('/no/es/pantalla'))).toEqual(entryPreloads);
  });

  it('the compressed twins and the build reports are not served by their own names', async () => {
    const asset = builtFiles().find((f) => f.startsWith('assets/') && f.endsWith('.js'))!;
    expect((await get(`/${asset}.br`)).statusCode).toBe(404);
    expect((await get(`/${asset}.gz`)).statusCode).toBe(404);
    expect((await get('/.vite/modules.json')).statusCode).toBe(404);
  });
});

describe('API delivery', () => {
  it('the public config: no-cache, an ETag, 304 when unchanged', async () => {
    const res = await get('/api/public/config');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json().oidc.clientId).toBeTruthy();
    const again = await get('/api/public/config', { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/api/public/config', { 'if-none-match': '"otro"' })).statusCode).toBe(200);
  });

  it('the screen config: private, no-cache, an ETag, 304 when unchanged; still needs a session', async () => {
    const res = await t.as('admin', { method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.json().defaultRoute).toBeTruthy();
    const again = await t.as('admin', { method: 'GET', url: '/api/config', headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect((await get('/api/config', { 'if-none-match': res.headers.etag as string })).statusCode).toBe(401);
  });

  it('JSON above the threshold is compressed as accepted, with Vary; a small body is sent as it is', async () => {
    const plain = await t.as('admin', { method: 'GET', url: '/api/modulos/banco?limit=25' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    for (const encoding of ['br', 'gzip']) {
      const res = await t.as('admin', { method: 'GET', url: '/api/modulos/banco?limit=25', headers: { 'accept-encoding': encoding } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decode(encoding, res.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
    const small = await t.as('admin', { method: 'GET', url: '/api/imLoggedIn', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true, combos: expect.any(String) });
  });

  it('streamed exports arrive whole when compressed (CSV decodes to the same file; XLSX, a zip, is sent as it is)', async () => {
    const url = '/api/modulos/banco/exportar/csv?orden=descripcion';
    const plain = await t.as('admin', { method: 'GET', url });
    const gz = await t.as('admin', { method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-disposition']).toBe(plain.headers['content-disposition']);
    expect(decode(gz.headers['content-encoding'] as string | undefined, gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    const xlsx = await t.as('admin', { method: 'GET', url: '/api/modulos/banco/exportar/xlsx', headers: { 'accept-encoding': 'br, gzip' } });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    expect(xlsx.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('a broken compressed request body is a 4xx, never a 500', async () => {
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/modulos/banco',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0, 0]),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
