/**
 * OpenAPI document generated from the registered routes (module schemas included) and its browsable
 * UI. The UI is served under the app's strict Content-Security-Policy (security.ts): its page loads
 * only same-origin scripts and styles (no inline script), so it needs no CSP of its own; swagger-ui's
 * `staticCSP` would replace ours with a weaker one (framing by self, upgrade-insecure-requests).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { completeDocument } from './openApiDocument';

/** `serverUrl`: where clients reach the API (PUBLIC_URL), the document's `servers` entry. */
export async function installOpenApi(app: FastifyInstance, version: string, serverUrl = 'http://localhost:8080'): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Back-office API', version, description: 'API genérica por módulo derivada del registro de esquemas.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    // The document describes the API: the identity provider's catch-all routes, its login assets
    // and the app's pages are not part of it. A public route (no token) says so: `security: []`.
    transform: ({ schema, url, route }) => {
      if (!url.startsWith('/api/')) return { schema: { ...schema, hide: true }, url };
      return { schema: route.config?.public ? { ...schema, security: [] } : schema, url };
    },
    transformObject: (document) =>
      'openapiObject' in document ? (completeDocument(document.openapiObject, serverUrl) as typeof document.openapiObject) : document.swaggerObject,
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => String((json as { $id?: string }).$id ?? `def-${i}`).replace(/^.*\/|\.schema\.json$/g, ''),
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Tags start collapsed: with fourteen tags and 170 operations swagger-ui's 'list' expansion stops
    // rendering after the first tag (seen in Chromium, no error reported); 'none' lists every tag.
    uiConfig: { docExpansion: 'none' },
    uiHooks: {},
  });
  app.get('/api/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
}
