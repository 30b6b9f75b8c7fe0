/**
 * Every module's loader file by module name (app/generated/modules/<m>.js, found by
 * `import.meta.glob`, so a new module folder needs no client code change). Its own chunk, imported
 * when a module the page did not name is first asked for, at the latest by the prefetch after the
 * first screen: its size grows with the modules, and the first screen does not wait for it.
 */
import type { ModuleLoaderFile } from './moduleLoaderFiles';

/** `../generated/modules/banco.js` → `banco`. */
const moduleOf = (path: string) => /([^/]+)\.js$/.exec(path)![1];

/** Module name → import of its loader file. */
export const moduleLoaderFiles: ReadonlyMap<string, () => Promise<ModuleLoaderFile>> = new Map(
  Object.entries(import.meta.glob<ModuleLoaderFile>('../generated/modules/*.js')).map(([path, load]) => [moduleOf(path), load]),
);
