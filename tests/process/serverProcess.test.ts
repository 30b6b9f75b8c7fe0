/** `npm start` as a process: start-up checks, the data-dir lock, clean shutdown. */
import { afterEach, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

interface Started {
  readonly child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, BUILD_CLIENT: '0', HOST: '127.0.0.1', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(started: Started, text: string, timeoutMs = 90_000) {
  const start = Date.now();
  while (!started.output().includes(text)) {
    if (Date.now() - start > timeoutMs || started.child.exitCode !== null) throw new Error(`No apareció "${text}":\n${started.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

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
    await waitFor(first, 'Back-office en');
    expect(first.output()).toContain('admin');
    expect(first.output()).toContain('sinpermisos');

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
