/**
 * `kill -9` in the middle of an upload (issue 10, defect 6): the server process is killed while a
 * file is streaming; what it leaves (a staged `*.part` file; a stored file whose row never
 * committed) is removed by the orphan sweep of the next start once older than an hour, while a
 * finished upload and a young staged file (an upload that may still be running elsewhere) stay.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/demoUsers';
import { Browser, oidcFlow } from '../api/helpers/oidcFlow';
import { freePort, startServerProcess, type ServerProcess } from './serverProcesses';
import { temporaryDir } from '../support/temporaryDir';

const PDF = readFileSync('tests/fixtures/files/minimo.pdf');
const running: ServerProcess[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
});

async function startServer(dataDir: string): Promise<{ server: ServerProcess; origin: string; token: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startServerProcess({ DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: origin });
  running.push(server);
  await server.waitFor('sinpermisos');
  const flow = oidcFlow({ issuer: `${origin}/oauth/v2`, clientId: 'backoffice-web', redirectUri: `${origin}/callback` });
  const token = (await flow.signIn(new Browser(), { origin }, 'admin', DEMO_PASSWORD)).accessToken;
  return { server, origin, token };
}

/** Resolves once `check` holds (polled every 20 ms). */
async function until(check: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`No ocurrió en ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const boundary = '----corte';
const head = (name: string) =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="app"\r\n\r\n17\r\n--${boundary}\r\nContent-Disposition: form-data; name="archivo[]"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
const tail = Buffer.from(`\r\n--${boundary}--\r\n`);

const filesIn = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name))
    : [];

const twoHoursAgo = () => new Date(Date.now() - 2 * 60 * 60 * 1000);

describe('uploads and kill -9', () => {
  it('the next start sweeps the staged file of a killed upload and stored files with no row once older than an hour, and keeps finished uploads', async () => {
    const dataDir = temporaryDir('bo-subidas-');
    const filesDir = join(dataDir, 'files');
    const first = await startServer(dataDir);

    // A finished upload before the crash.
    const done = await fetch(`${first.origin}/api/archivos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${first.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: Buffer.concat([head('antes.pdf'), PDF, tail]),
    });
    expect(done.status, await done.clone().text()).toBe(201);
    const [kept] = ((await done.json()) as { datos: { id: string; url: string }[] }).datos;

    // An upload still streaming when the process is killed.
    const { port } = new URL(first.origin);
    const streaming = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/archivos',
      headers: { authorization: `Bearer ${first.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    streaming.on('error', () => {}); // the server goes away mid-request
    streaming.write(Buffer.concat([head('cortado.pdf'), PDF, randomBytes(256 * 1024)]));
    const staged = () => filesIn(filesDir).filter((path) => path.endsWith('.part'));
    await until(() => staged().length === 1 && readFileSync(staged()[0]).length > 0, 'el archivo en curso en disco');
    first.server.child.kill('SIGKILL');
    await first.server.exited;
    streaming.destroy();

    // What a crash leaves: the staged file, and (between the rename and the commit) a file with no row.
    const [partial] = staged();
    const unlinked = join(filesDir, 'general', `${randomUUID()}.pdf`);
    mkdirSync(join(filesDir, 'general'), { recursive: true });
    writeFileSync(unlinked, PDF);
    const young = join(filesDir, 'general', `${randomUUID()}.pdf`);
    writeFileSync(young, PDF);
    for (const path of [partial, unlinked]) utimesSync(path, twoHoursAgo(), twoHoursAgo());

    const second = await startServer(dataDir);
    await until(() => !existsSync(partial) && !existsSync(unlinked), 'el barrido de huérfanos al iniciar');
    expect(existsSync(young)).toBe(true);
    const download = await fetch(`${second.origin}${kept.url}`, { headers: { authorization: `Bearer ${second.token}` } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);
    expect(await second.server.stop()).toBe(0);
  });
});
