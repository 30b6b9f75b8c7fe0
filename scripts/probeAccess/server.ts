/**
 * The server the probe talks to: a fresh one started as `npm start` starts it (a child process
 * `node scripts/start.mjs`, a new temporary DATA_DIR, a free PORT, NODE_ENV=development), or one
 * already running (`--url`). Ready once GET /api/public/config answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ProbeServer {
  readonly url: string;
  /** The last lines the child wrote (shown when it fails). */
  readonly output: () => string;
  readonly stop: () => Promise<void>;
}

/** A port nobody listens on now (the OS picks it). */
async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `url`/api/public/config answers 200 (or the child exits, or the time is up). */
export async function waitForServer(url: string, child?: ChildProcess, timeoutMs = 300_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`El servidor terminó al iniciar (código ${child.exitCode}).`);
    try {
      const res = await fetch(`${url}/api/public/config`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`El servidor no respondió /api/public/config en ${timeoutMs / 1000} s.`);
}

/** Uses the server at `url`, or starts a fresh one. */
export async function probeServer(url: string | undefined): Promise<ProbeServer> {
  if (url) {
    const base = url.replace(/\/+$/, '');
    await waitForServer(base, undefined, 10_000);
    return { url: base, output: () => '', stop: async () => undefined };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'probe-access-'));
  const port = await freePort();
  const lines: string[] = [];
  // The probe sends thousands of requests from one address: the per-address limit is raised, as the load benchmark does.
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    NODE_ENV: 'development',
    PUBLIC_URL: `http://localhost:${port}`,
    RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? '1000000',
  };
  const child = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((r) => child.once('exit', r));
      // The child's own process group (npx → tsx → node): SIGTERM lets the server close its database.
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://localhost:${port}`;
  try {
    await waitForServer(base, child);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${lines.slice(-20).join('\n')}`);
  }
  return { url: base, output: () => lines.join('\n'), stop };
}
