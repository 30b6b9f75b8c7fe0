/**
 * Serves the built single-page app from dist/client: hashed assets with long caching, index.html
 * for every other browser path (client-side routes), JSON 404s for unknown API paths.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { t } from '../../engine/core/messages';
import { HttpError } from '../http/httpError';

const apiLike = /^\/(api|oauth|ingresar)(\/|$)/;

export async function serveClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const hasClient = existsSync(join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        res.setHeader('Cache-Control', path.includes(`${join(clientDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (hasClient && request.method === 'GET' && !apiLike.test(path) && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(new HttpError(404, 'no_encontrado', t('api.notFound')).toBody());
  });
}
