/**
 * Serves the built single-page app from dist/client: hashed assets (`assets/`) cached for a year as
 * immutable, everything else (index.html, favicon) `no-cache` with an ETag (a 304 when unchanged);
 * each file in the brotli or gzip twin that the build wrote (scripts/vite/precompressPlugin.ts)
 * when the browser accepts it, with `Vary: Accept-Encoding`. index.html answers every other
 * browser path (client-side routes); unknown API paths get a JSON 404.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { t } from '../../engine/core/messages';
import { HttpError } from '../http/httpError';
import { compressible } from '../../scripts/vite/precompressPlugin';

const apiLike = /^\/(api|oauth|ingresar)(\/|$)/;

/** The caching policy of a built file (absolute path). */
export function cacheControlFor(clientDir: string, path: string): string {
  return path.startsWith(join(clientDir, 'assets') + sep) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export async function serveClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const hasClient = existsSync(join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // send's own Cache-Control (max-age=0) would overwrite ours: setHeaders runs before send's headers.
      cacheControl: false,
      etag: true,
      lastModified: false,
      // The twins are served in place of their original, never by their own name; dot folders (.vite) are not served.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res, path) {
        const original = path.replace(/\.(br|gz)$/, '');
        res.setHeader('Cache-Control', cacheControlFor(clientDir, original));
        if (compressible.test(original)) res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (hasClient && request.method === 'GET' && !apiLike.test(path) && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.sendFile('index.html');
    }
    return reply.status(404).send(new HttpError(404, 'no_encontrado', t('api.notFound')).toBody());
  });
}
