/**
 * `getOportunidad/{id}` (HOM-06, OPP-38): the opportunity by id under the spec's name. A temporary
 * token's Home loads its own opportunity with it (the token may not read the opportunities' module:
 * it gets only the opportunity it is for, through the module's field access); anyone else gets the
 * generic record route's answer for the same bearer (its guard and record scope).
 */
import type { FastifyInstance } from 'fastify';
import { dropUnreadable, fieldAccess } from '../../engine/core/form/fieldAccess';
import { t } from '../../engine/core/messages';
import { requireUser } from '../../server/auth/authenticate';
import { HttpError } from '../../server/http/httpError';
import { relay } from '../../server/http/relay';
import { ref, type SharedSchemaProvider } from '../../server/http/sharedSchemas';
import type { ModuleServer } from '../../server/modules/moduleServer';
import { getRecord } from '../../server/modules/recordQueries';

const MODULE = 'oportunidad';

async function oportunidadRoutes(app: FastifyInstance): Promise<void> {
  const moduleConfig = app.config.modules[MODULE];
  if (!moduleConfig) return;
  const module = app.registry.get(moduleConfig.schema);
  app.withTypeProvider<SharedSchemaProvider>().get(
    '/api/getOportunidad/:id',
    {
      config: { tokenMode: true },
      schema: {
        tags: ['Oportunidades'],
        summary: 'Oportunidad por id (HOM-06): la del token temporal, o la del módulo con sus permisos',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } } } as const,
        // The record route's answer, passed on as it came, or the token's opportunity.
        response: { 200: ref('Registro') },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const id = Number(request.params.id);
      if (!user.tokenMode) {
        const answer = await app.inject({
          method: 'GET',
          url: `/api/modulos/${MODULE}/${id}`,
          headers: { authorization: request.headers.authorization ?? '' },
          remoteAddress: request.ip,
        });
        return relay(reply, answer.statusCode, answer.body);
      }
      if (user.token?.oportunidad !== id) throw new HttpError(403, 'sin_permisos', t('access.module'));
      const record = await getRecord(app.db, module.name, id);
      if (!record) throw new HttpError(404, 'no_encontrado', t('api.notFound'));
      return { ...record, datos: dropUnreadable(record.datos, fieldAccess(module.schema, user)) };
    },
  );
}

export const server: ModuleServer = { routes: oportunidadRoutes };
