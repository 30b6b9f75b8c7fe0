/**
 * `npm start` builds the client first when dist/client is missing or older than its sources, so
 * a fresh clone needs only `npm install && npm start`.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

/** What the bundle is built from: a change to any of them makes dist/client stale (the validators are compiled by the script). */
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

/** Runs `npm run build` when the client is stale; a failed build stops start-up. */
export function ensureClientBuild(root: string, clientDir: string): void {
  if (!clientIsStale(root, clientDir)) return;
  console.log('Compilando la aplicación web (dist/client)...');
  // A production build whatever the caller's NODE_ENV (vitest sets `test`, which would make Vite
  // bundle React's development build: larger, slower, and not what a user gets).
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error('No se pudo compilar la aplicación web (npm run build).');
}
