/**
 * `npm start` builds the client first when dist/client is missing or older than its sources, so
 * a fresh clone needs only `npm install && npm start`.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const sources = ['app', 'engine', 'widgets', 'schemas', 'screens.config.json', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
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

export function clientIsStale(root: string, clientDir: string): boolean {
  const index = join(clientDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return sources.some((source) => newestMtime(join(root, source)) > built);
}

export function ensureClientBuild(root: string, clientDir: string): void {
  if (!clientIsStale(root, clientDir)) return;
  console.log('Compilando la aplicación web (dist/client)...');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new Error('No se pudo compilar la aplicación web (npm run build).');
}
