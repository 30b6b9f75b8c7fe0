/**
 * `npm start`: compiles the server and the module folders' code (scripts/server-build.mjs, decision
 * 166), then runs it in this process. A file that does not compile stops the start with esbuild's
 * lines (file, line, what is wrong).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer } from './server-build.mjs';

let built;
try {
  built = await buildServer({ schemasDir: process.env.SCHEMAS_DIR ? resolve(process.env.SCHEMAS_DIR) : undefined });
} catch (error) {
  const lines = (error.errors ?? []).map((e) => `${e.location ? `${e.location.file}:${e.location.line}: ` : ''}${e.text}`);
  console.error(['No se pudo compilar el servidor; corrija:', ...(lines.length ? lines : [String(error.message ?? error)])].join('\n'));
  process.exit(1);
}
process.env.SERVER_BUILD_MANIFEST = built.manifest;
await import(pathToFileURL(built.main).href);
