/**
 * `npm start` builds the client first when dist/client is missing or older than its sources, so
 * a fresh clone needs only `npm install && npm start`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

/**
 * What the bundle is built from: a change to any of them makes dist/client stale (the validators are
 * compiled by the script). The screen config is the root screens.config.json and each module's
 * `schemas/<m>/<m>.config.json`, under `schemas` with the module's other files.
 */
export const clientSources = [
  'app',
  'engine',
  'widgets',
  'schemas',
  'screens.config.json',
  'vite.config.ts',
  'scripts/vite',
  'package-lock.json',
  'scripts/compile-validators.ts',
  'scripts/moduleLoaderFiles.ts',
  'scripts/moduleFolders.ts',
];

/** The newest modification time under `path` (0 when missing), skipping node_modules and dot entries. */
export function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when `clientDir` has no index.html or a source under `root` changed after it was written. */
export function clientIsStale(root: string, clientDir: string): boolean {
  const index = join(clientDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return clientSources.some((source) => newestMtime(join(root, source)) > built);
}

/** How long a start waits for another process's build of the same tree before it gives up. */
const BUILD_WAIT_MS = 10 * 60_000;
/** A lock older than this is taken over whoever holds it (a build never takes this long). */
const STALE_LOCK_MS = 15 * 60_000;

/** Whether the lock's holder (the pid it wrote) has ended: its lock is taken over at once. */
function holderEnded(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    return false; // just made, its pid not written yet
  }
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Runs `fn` holding the build lock of `root` (a directory made atomically beside node_modules):
 * two processes starting at once from one tree (two servers, two test files) do not build into the
 * same dist/client together, which failed the second build. The second waits, then finds the
 * client built.
 */
export function withBuildLock(root: string, fn: () => void, waitMs = BUILD_WAIT_MS): void {
  const lock = join(root, 'node_modules', '.bo-client-build.lock');
  const giveUp = Date.now() + waitMs;
  for (;;) {
    try {
      mkdirSync(lock, { recursive: false });
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = statSync(lock, { throwIfNoEntry: false });
      if (!held) continue;
      if (holderEnded(lock) || Date.now() - held.mtimeMs > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > giveUp) throw new Error('Otro proceso sigue compilando la aplicación web (npm run build).');
      else sleep(250);
    }
  }
  try {
    fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Runs `npm run build` when the client is stale; a failed build stops start-up. Another process's build of the same tree is waited for. */
export function ensureClientBuild(root: string, clientDir: string): void {
  if (!clientIsStale(root, clientDir)) return;
  withBuildLock(root, () => {
    if (clientIsStale(root, clientDir)) build(root);
  });
}

function build(root: string): void {
  console.log('Compilando la aplicación web (dist/client)...');
  // A production build whatever the caller's NODE_ENV (vitest sets `test`, which would make Vite
  // bundle React's development build: larger, slower, and not what a user gets).
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error('No se pudo compilar la aplicación web (npm run build).');
}
