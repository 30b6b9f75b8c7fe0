/**
 * Imports a module folder's code file (`<m>.rules.ts`, `<m>.server.ts`, `<m>.seed.ts`): its compiled
 * copy when the server runs compiled (`npm start`, decision 166: SERVER_BUILD_MANIFEST names the
 * build's map of source files to compiled files), the source itself otherwise (tests and tools run
 * under a TypeScript loader).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Each build manifest read, by its path (one per process in practice). */
const manifests = new Map<string, Readonly<Record<string, string>>>();

/** The compiled file of `file` in the running build, if the server runs compiled and built it. */
export function compiledFileOf(file: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const path = env.SERVER_BUILD_MANIFEST;
  if (!path) return undefined;
  let manifest = manifests.get(path);
  if (!manifest) manifests.set(path, (manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>));
  return manifest[resolve(file)];
}

/** The module at `file` (a path), compiled when the running build holds it. */
export function importCode(file: string): Promise<unknown> {
  return import(pathToFileURL(compiledFileOf(file) ?? file).href);
}
