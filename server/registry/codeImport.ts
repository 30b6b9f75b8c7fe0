/**
 * Imports a module folder's code file (`<m>.rules.ts`, `<m>.server.ts`, `<m>.seed.ts`): its compiled
 * copy when the server runs compiled (`npm start`, decision 166: SERVER_BUILD_MANIFEST names the
 * build's map of source files to compiled files), the source itself otherwise (tests and tools run
 * under a TypeScript loader).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

let compiled: Readonly<Record<string, string>> | null | undefined;

/** The compiled file of `file` in the running build, if the server runs compiled and built it. */
export function compiledFileOf(file: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  compiled ??= env.SERVER_BUILD_MANIFEST ? (JSON.parse(readFileSync(env.SERVER_BUILD_MANIFEST, 'utf8')) as Record<string, string>) : null;
  return compiled?.[resolve(file)];
}

/** The module at `file` (a path), compiled when the running build holds it. */
export function importCode(file: string): Promise<unknown> {
  return import(pathToFileURL(compiledFileOf(file) ?? file).href);
}
