/**
 * `npm start` as a process: start-up checks, the data-dir lock, clean shutdown on SIGTERM and SIGINT
 * (also in the middle of start-up), data kept across a clean stop, and production mode without demo
 * users. Each process is a real server, so the tests reuse their data dirs and processes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { connect } from 'node:net';
import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from '../../server/seed/demoUsers';
import { Browser, loginPathOf, oidcFlow, postLogin } from '../api/helpers/oidcFlow';
import { freePort, startServerProcess, type ServerProcess } from './serverProcesses';
import { loadScreenConfig } from '../../server/registry/loadScreenConfig';
import { temporaryDir } from '../support/temporaryDir';

const running: ServerProcess[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
});

function startServer(env: Record<string, string>): ServerProcess {
  const server = startServerProcess(env);
  running.push(server);
  return server;
}

/** A server on a free port whose public address is its own (so that the sign-in's issuer matches). */
async function startOwnOrigin(env: Record<string, string>): Promise<{ server: ServerProcess; origin: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  return { server: startServer({ ...env, PORT: String(port), PUBLIC_URL: origin }), origin };
}

const waitFor = (server: ServerProcess, text: string) => server.waitFor(text);
const lockOf = (dataDir: string) => join(dataDir, 'backoffice.lock');
const flowAt = (origin: string) => oidcFlow({ issuer: `${origin}/oauth/v2`, clientId: 'backoffice-web', redirectUri: `${origin}/callback` });

/** Signs in through the embedded provider as the browser app does; the access token. */
async function signIn(origin: string, username: string): Promise<string> {
  return (await flowAt(origin).signIn(new Browser(), { origin }, username, DEMO_PASSWORD)).accessToken;
}

/** Resolves once `check` holds (polled every 10 ms). */
async function until(check: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`No ocurrió en ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('server process', () => {
  it('an invalid screens.config.json stops start-up with a message naming the JSON path', async () => {
    const config = loadScreenConfig() as unknown as Record<string, any>;
    config.screens[2].pageSize = -3;
    const dir = temporaryDir('bo-cfg-');
    writeFileSync(join(dir, 'screens.config.json'), JSON.stringify(config));
    const started = startServer({ SCREENS_CONFIG: join(dir, 'screens.config.json'), DATA_DIR: join(dir, 'data'), PORT: String(await freePort()) });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('screens.config.json no es válido');
    expect(started.output()).toContain('/screens/2/pageSize');
  });

  it('one process owns the data dir; SIGTERM checkpoints, frees it and keeps what was saved; a stale lock is recovered; SIGINT stops cleanly too', async () => {
    const dataDir = temporaryDir('bo-data-');
    const { server: first, origin: firstOrigin } = await startOwnOrigin({ DATA_DIR: dataDir });
    await waitFor(first, 'sinpermisos'); // the last demo user: the banner is complete
    expect(first.output()).toContain('Back-office en');
    expect(first.output()).toMatch(/^\s+admin\s+ROLE_ADMINISTRADOR$/m);

    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`La carpeta de datos ${dataDir} está en uso por otro proceso (pid ${first.child.pid})`);

    // A bank saved right before a clean stop.
    const saved = await fetch(`${firstOrigin}/api/modulos/banco`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await signIn(firstOrigin, 'admin')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ datos: { descripcion: 'Banco Antes del Cierre', pais: 'Argentina', localidad: 'Tandil' } }),
    });
    expect(saved.ok, await saved.clone().text()).toBe(true);
    const { id } = (await saved.json()) as { id: number };

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('SIGTERM: cerrando...');
    expect(existsSync(lockOf(dataDir))).toBe(false);

    // The next start finds the bank (the stop checkpointed); then it is killed and leaves its lock behind.
    const { server: crashed, origin: crashedOrigin } = await startOwnOrigin({ DATA_DIR: dataDir });
    await waitFor(crashed, 'Back-office en');
    const stored = await fetch(`${crashedOrigin}/api/modulos/banco/${id}`, { headers: { authorization: `Bearer ${await signIn(crashedOrigin, 'admin')}` } });
    expect(stored.status).toBe(200);
    expect(await stored.json()).toMatchObject({ id, version: 1, datos: { descripcion: 'Banco Antes del Cierre', localidad: 'Tandil' } });
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    expect(existsSync(lockOf(dataDir))).toBe(true);

    // The stale lock is taken over, the data kept (no second seed); Ctrl-C (SIGINT) closes as SIGTERM does.
    const { server: third, origin: thirdOrigin } = await startOwnOrigin({ DATA_DIR: dataDir });
    await waitFor(third, 'Back-office en');
    expect(third.output()).not.toContain('usuarios creados ahora');
    // A client that sent half a request and went silent cannot keep the server up: after the grace
    // the shutdown ends every connection still open (R4 once met a server that never exited).
    const stalled = connect(Number(new URL(thirdOrigin).port), '127.0.0.1');
    await new Promise<void>((done) => stalled.once('connect', () => done()));
    stalled.write('GET /api/public/config HTTP/1.1\r\nHost: localhost\r\n');
    const ended = new Promise<void>((done) => stalled.once('close', () => done()));
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
    await ended;
    expect(third.output()).toContain('Conexiones abiertas tras 10 s: se cierran.');
    expect(third.output()).toContain('SIGINT: cerrando...');
    expect(existsSync(lockOf(dataDir))).toBe(false);
  });

  it('a signal in the middle of start-up still closes the database and frees the lock; NODE_ENV=production creates no demo users', async () => {
    const dataDir = temporaryDir('bo-data-');
    // The lock appears when the database starts opening: the signal lands during start-up.
    const early = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    await until(() => existsSync(lockOf(dataDir)), 'el lock de la carpeta de datos');
    early.child.kill('SIGTERM');
    expect(await early.exited).toBe(0);
    expect(early.output()).toContain('SIGTERM: cerrando...');
    expect(early.output()).not.toContain('Back-office en');
    expect(existsSync(lockOf(dataDir))).toBe(false);

    // The same data dir in production: it opens, migrates and seeds, but without demo users.
    // Production takes the encrypted fields' key from the environment (a throwaway one here).
    const { server: production, origin } = await startOwnOrigin({
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    });
    await waitFor(production, 'Back-office en');
    expect(production.output()).not.toContain('Modo demo');
    expect(production.output()).not.toMatch(/^\s+admin\s+/m);
    expect(await (await fetch(`${origin}/api/public/config`)).json()).toMatchObject({ demo: false });
    // `admin` / `demo` does not sign in: there is no such user.
    const browser = new Browser();
    const { response } = await flowAt(origin).startAuthorization(browser, { origin });
    const login = await postLogin(browser, { origin }, loginPathOf(response), { username: 'admin', password: DEMO_PASSWORD });
    expect(login.status).toBe(401);
    expect(await login.text()).toContain('Usuario o contraseña incorrectos.');
    expect(await production.stop()).toBe(0);
    expect(existsSync(lockOf(dataDir))).toBe(false);
  });
});
