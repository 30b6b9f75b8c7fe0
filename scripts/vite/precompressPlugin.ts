/**
 * Vite plugin: after the bundle is written, every compressible file of the output (JS, CSS, HTML,
 * SVG, JSON) gets a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) twin, so the server
 * sends compressed bytes without compressing per request (@fastify/static `preCompressed`).
 * Dot folders (Vite's `.vite/` reports) are skipped: they are not served.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing (images and fonts we ship are already compressed formats or tiny). */
export const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/;

/** Every file under `dir` (relative paths), skipping dot entries. */
export function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((entry) => {
    if (entry.startsWith('.')) return [];
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path, `${prefix}${entry}/`) : [`${prefix}${entry}`];
  });
}

/** Writes `<file>.br` and `<file>.gz` beside each compressible file of `dir`. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!compressible.test(file)) continue;
    const path = join(dir, file);
    const content = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    );
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    count += 1;
  }
  return count;
}

/** The plugin (build only). */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'backoffice:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
