/**
 * Mounts oidc-provider (a Koa application) under its issuer path on Fastify. A catch-all route
 * takes every method under `<prefix>/`, and its onRequest hook hijacks the reply and hands the raw
 * request and response to the provider before Fastify parses any body: the provider reads the
 * bodies of its own endpoints (token, end_session) itself.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Provider } from 'oidc-provider';

const METHODS = ['GET', 'POST', 'OPTIONS', 'PUT', 'PATCH', 'DELETE'];

/** Routes `<prefix>/*` to the provider; `prefix` is the issuer's path, e.g. `/oauth/v2`. */
export function mountProvider(app: FastifyInstance, provider: Provider, prefix: string): void {
  const callback = provider.callback();
  app.route({
    method: METHODS,
    url: `${prefix}/*`,
    onRequest: async (request, reply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      // What an Express mount does: the provider routes on the path below its mount point and
      // recovers the mount point from `originalUrl` to build its absolute URLs.
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').slice(prefix.length) || '/';
      try {
        await callback(raw, reply.raw);
      } catch (error) {
        request.log.error({ err: error }, 'oidc-provider falló sin responder');
        if (!reply.raw.headersSent) {
          reply.raw.statusCode = 500;
          reply.raw.end();
        }
      }
    },
    handler: async () => {
      // Never reached: the onRequest hook has hijacked the reply.
    },
  });
}
