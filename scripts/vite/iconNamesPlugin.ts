/**
 * Vite plugin: Blueprint's icon loader (`@blueprintjs/icons/lib/esm/iconLoader.js`) gets
 * app/icons/iconNamesLite.ts instead of its table of every icon name (≈ 27 KB minified
 * and the `change-case` package, in the first download, only to reject unknown names). Only that
 * importer is redirected; anything else importing `IconNames` gets Blueprint's own table.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const lite = fileURLToPath(new URL('../../app/icons/iconNamesLite.ts', import.meta.url));
const iconLoader = /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconLoader\.js$/;

/** True when `source` imported by `importer` is the icon loader's name table. */
export function isIconLoaderNames(source: string, importer: string | undefined): boolean {
  return (source === './iconNames' || source === './iconNames.js') && importer !== undefined && iconLoader.test(importer);
}

export function iconNamesPlugin(): Plugin {
  return {
    name: 'backoffice:icon-names',
    enforce: 'pre',
    resolveId(source, importer) {
      return isIconLoaderNames(source, importer) ? lite : null;
    },
  };
}
