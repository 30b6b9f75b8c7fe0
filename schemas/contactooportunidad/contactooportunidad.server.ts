/**
 * `removeContactOportunidad` (HOM-09, COP-08): removes a passenger from an opportunity, payload
 * `{ id, oportunidad }`. The removal is the module's annul of `vigente` (`POST …/:id/anular/vigente`
 * at the record's current version), answered for the same bearer so that its guard, record scope and
 * history apply as they do there: a token session removes only passengers of its own opportunity.
 */
import type { FastifyInstance } from 'fastify';
import { t } from '../../engine/core/messages';
import { tokenReaches } from '../../engine/core/recordScope';
import { requireUser } from '../../server/auth/authenticate';
import { HttpError } from '../../server/http/httpError';
import { relay } from '../../server/http/relay';
import { ref, type SharedSchemaProvider } from '../../server/http/sharedSchemas';
import type { ModuleServer } from '../../server/modules/moduleServer';

const MODULE = 'contactooportunidad';

async function contactoOportunidadRoutes(app: FastifyInstance): Promise<void> {
  if (!app.config.modules[MODULE]) return;
  app.withTypeProvider<SharedSchemaProvider>().post(
    '/api/removeContactOportunidad',
    {
      config: { tokenMode: true },
      // A token this module does not serve (a contacts token, one bound to nothing: decision 160) is refused before its body is read.
      preValidation: async (request) => {
        const user = requireUser(request);
        if (user.tokenMode && !(user.token && tokenReaches(user, app.config.modules[MODULE]?.recordScope)))
          throw new HttpError(403, 'sin_permisos', t('access.module'));
      },
      schema: {
        tags: ['Contactos de oportunidades'],
        summary: 'Quita un contacto (pasajero) de una oportunidad (HOM-09, COP-08)',
        body: {
          type: 'object',
          required: ['id', 'oportunidad'],
          additionalProperties: false,
          properties: { id: { type: 'integer', minimum: 1 }, oportunidad: { type: 'integer', minimum: 1 } },
        } as const,
        // The annul's answer (the passenger's record, no longer vigente), passed on as it came.
        response: { 200: ref('Registro') },
      },
    },
    async (request, reply) => {
      requireUser(request);
      const { id, oportunidad } = request.body;
      const headers = { authorization: request.headers.authorization ?? '' };
      const base = `/api/modulos/${MODULE}/${id}`;
      const read = await app.inject({ method: 'GET', url: base, headers, remoteAddress: request.ip });
      if (read.statusCode !== 200) return relay(reply, read.statusCode, read.body);
      const record = read.json() as { version: number; datos: { oportunidad?: number } };
      // The passenger must be of the opportunity named: a stale screen never removes someone elsewhere.
      if (record.datos.oportunidad !== oportunidad) throw new HttpError(404, 'no_encontrado', t('api.notFound'));
      const done = await app.inject({
        method: 'POST',
        url: `${base}/anular/vigente`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ version: record.version }),
        remoteAddress: request.ip,
      });
      return relay(reply, done.statusCode, done.body);
    },
  );
}

export const server: ModuleServer = { routes: contactoOportunidadRoutes };
