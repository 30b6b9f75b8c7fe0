/**
 * `npm start` as child processes for the process tests: start the server (scripts/start.mjs) with extra settings,
 * collect what it prints, wait for a line, stop it (SIGTERM, then SIGKILL when it hangs).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** `count` distinct free ports. */
export async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

export interface ServerProcess {
  readonly child: ChildProcess;
  /** Everything printed so far (stdout and stderr). */
  output(): string;
  /** The exit code (null when ended by a signal). */
  readonly exited: Promise<number | null>;
  /** Resolves when the output contains `text`; fails when the process ends first or time runs out. */
  waitFor(text: string, timeoutMs?: number): Promise<void>;
  /**
   * SIGTERM (the server closes cleanly), SIGKILL after `graceMs`; resolves with the exit code.
   * The grace is a hang guard, not a time target: the server ends connections still open 10 s after
   * the signal (server/main.ts), then checkpoints; on a loaded 2-core machine that can pass 15 s.
   */
  stop(graceMs?: number): Promise<number | null>;
}

/** Starts the server as `npm start` does (scripts/start.mjs: compiled, then run; no client build, on 127.0.0.1, demo mode) plus `env`, in `cwd` (default: here). */
export function startServerProcess(env: Record<string, string>, cwd?: string): ServerProcess {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd,
    env: { ...process.env, BUILD_CLIENT: '0', HOST: '127.0.0.1', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (data) => (output += data));
  child.stderr!.on('data', (data) => (output += data));
  let ended = false;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      ended = true;
      resolve(code);
    }),
  );

  return {
    child,
    output: () => output,
    exited,
    async waitFor(text, timeoutMs = 90_000) {
      const start = Date.now();
      while (!output.includes(text)) {
        if (ended) throw new Error(`El servidor (pid ${child.pid}) terminó antes de escribir "${text}":\n${output}`);
        if (Date.now() - start > timeoutMs) throw new Error(`El servidor (pid ${child.pid}) no escribió "${text}" en ${timeoutMs} ms:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop(graceMs = 60_000) {
      if (ended) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
