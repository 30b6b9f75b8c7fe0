/** `npm start` as a process: start-up checks, the data-dir lock, clean shutdown. */
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startServerProcess, type ServerProcess } from './serverProcesses';

const running: ServerProcess[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
});

function startServer(env: Record<string, string>): ServerProcess {
  const server = startServerProcess(env);
  running.push(server);
  return server;
}

const waitFor = (server: ServerProcess, text: string) => server.waitFor(text);

describe('server process', () => {
  it('an invalid screens.config.json stops start-up with a message naming the JSON path', async () => {
    const config = JSON.parse(readFileSync('screens.config.json', 'utf8'));
    config.screens[2].pageSize = -3;
    const dir = mkdtempSync(join(tmpdir(), 'bo-cfg-'));
    writeFileSync(join(dir, 'screens.config.json'), JSON.stringify(config));
    const started = startServer({ SCREENS_CONFIG: join(dir, 'screens.config.json'), DATA_DIR: join(dir, 'data'), PORT: String(await freePort()) });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain('screens.config.json no es válido');
    expect(started.output()).toContain('/screens/2/pageSize');
  });

  it('one process owns the data dir; a second gets a clear error; SIGTERM closes and frees it; a stale lock is recovered', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bo-data-'));
    const first = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    await waitFor(first, 'sinpermisos'); // the last demo user: the banner is complete
    expect(first.output()).toContain('Back-office en');
    expect(first.output()).toMatch(/^\s+admin\s+ROLE_ADMINISTRADOR$/m);

    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`La carpeta de datos ${dataDir} está en uso por otro proceso (pid ${first.child.pid})`);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'backoffice.lock'))).toBe(false);

    // A killed owner leaves its lock behind: the next start takes it over and keeps the data.
    const crashed = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    await waitFor(crashed, 'Back-office en');
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    expect(existsSync(join(dataDir, 'backoffice.lock'))).toBe(true);
    const third = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) });
    await waitFor(third, 'Back-office en');
    expect(third.output()).not.toContain('usuarios creados ahora');
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  });
});
