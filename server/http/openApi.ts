/**
 * OpenAPI document generated from the registered routes (module schemas included) and its browsable
 * UI. The UI is served under the app's strict Content-Security-Policy (security.ts): its page loads
 * only same-origin scripts and styles (no inline script), so it needs no CSP of its own; swagger-ui's
 * `staticCSP` would replace ours with a weaker one (framing by self, upgrade-insecure-requests).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export async function installOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Back-office API', version, description: 'API genérica por módulo derivada del registro de esquemas.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    // The document describes the API: the identity provider's catch-all routes, its login assets
    // and the app's pages are not part of it.
    transform: ({ schema, url }) => ({ schema: url.startsWith('/api/') ? schema : { ...schema, hide: true }, url }),
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String((json as { $id?: string }).$id ?? `def-${i}`).replace(/^.*\/|\.schema\.json$/g, '') },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list' },
    uiHooks: {},
  });
  app.get('/api/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
}
