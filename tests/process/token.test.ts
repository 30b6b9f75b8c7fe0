/**
 * `npm run token <user>` against a running `npm start`: the printed token calls the API as that
 * user (the documented `curl` line), a wrong password is refused with the login page's message, and
 * a server in production is refused. One demo server and one production server.
 */
import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, type ServerProcess } from './serverProcesses';
import { temporaryDir } from '../support/temporaryDir';

const running: ServerProcess[] = [];
let demo: string;
let production: string;
// Both servers start at once (each migrates a fresh database): half the wait on a loaded machine.
beforeAll(async () => {
  [demo, production] = await Promise.all([
    startServer({ NODE_ENV: 'development' }),
    startServer({ NODE_ENV: 'production', FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64') }),
  ]);
}, 300_000);
afterAll(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
}, 60_000);

async function startServer(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = startServerProcess({ DATA_DIR: temporaryDir('bo-token-'), PORT: String(port), PUBLIC_URL: origin, ...env });
  running.push(server);
  await server.waitFor('Back-office en', 280_000);
  return origin;
}

/** Runs `npm run -s token -- <args>` (the script itself, as npm would) with extra environment. */
function token(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/token.ts', ...args],
      { env: { ...process.env, NODE_ENV: 'development', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('npm run token', () => {
  it('prints a token of the demo user that the API accepts; a wrong password or an unknown server is refused in Spanish', async () => {
    const origin = demo;
    const staff = await token(['staff', '--url', origin]);
    expect(staff.stderr).toBe('');
    expect(staff.code).toBe(0);
    const value = staff.stdout.trim();
    expect(value).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const banks = await fetch(`${origin}/api/modulos/banco`, { headers: { authorization: `Bearer ${value}` } });
    expect(banks.status).toBe(200); // staff reads banks
    const user = await (await fetch(`${origin}/api/usuario`, { headers: { authorization: `Bearer ${value}` } })).json();
    expect(user.nombreUsuario).toBe('Sergio Staff');
    const other = await token(['sinpermisos', '--url', origin]);
    expect((await fetch(`${origin}/api/modulos/banco`, { headers: { authorization: `Bearer ${other.stdout.trim()}` } })).status).toBe(403);

    const wrong = await token(['staff', '--url', origin, '--password', 'otra']);
    expect(wrong.code).toBe(1);
    expect(wrong.stdout).toBe('');
    expect(wrong.stderr).toContain('No se pudo iniciar sesión como staff:');

    const nowhere = await token(['staff', '--url', `http://127.0.0.1:${await freePort()}`]);
    expect(nowhere.code).toBe(1);
    expect(nowhere.stderr).toContain('No hay un servidor en');
    expect((await token(['staff', '--url', origin], { NODE_ENV: 'production' })).stderr).toContain('no se usa con NODE_ENV=production');
  });

  it('is refused by a server in production', async () => {
    const refused = await token(['admin', '--url', production]);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain('El servidor no está en modo demo (NODE_ENV=production): npm run token no emite tokens en producción.');
  });
});
