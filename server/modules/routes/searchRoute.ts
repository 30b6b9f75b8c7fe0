/**
 * `POST /api/modulos/<m>/buscar`: the legacy search payload of the link modals (LNK-06, LNK-12).
 * `{ busqueda }` is mapped onto the list's own query (engine/core/linkSearch/busqueda.ts) and
 * answered by the list route itself, so guards, scope, filter rules and caps are the list's; `id`
 * answers that record as a one-row page.
 */
import type { FastifyInstance } from 'fastify';
import { t } from '../../../engine/core/messages';
import { busquedaQuery, type Busqueda } from '../../../engine/core/linkSearch/busqueda';
import { HttpError } from '../../http/httpError';
import { relay } from '../../http/relay';
import { ref, type SharedSchemaProvider } from '../../http/sharedSchemas';
import type { ModuleContext } from './moduleContext';

/** Registers the module's search route. */
export async function searchRoute(scope: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const { base, config, list, lite } = ctx;
  scope.withTypeProvider<SharedSchemaProvider>().post(
    `${base}/buscar`,
    {
      attachValidation: true,
      config: { textFields: ctx.textFields },
      schema: {
        tags: ctx.tags,
        summary: `Búsqueda de ${config.title} con la carga de los modales (busqueda)`,
        body: ref('Busqueda'),
        response: { 200: ref('PaginaLista') },
      },
    },
    async (request, reply) => {
      // The read guard before the body, as the list route (a caller without access hears 403 whatever it sent).
      const named = (request.body as { busqueda?: unknown } | null)?.busqueda;
      await ctx.authorizeByLink(request, config.access.read, named && typeof named === 'object' ? (named as Record<string, unknown>) : {});
      if (request.validationError) throw request.validationError;
      const mapped = busquedaQuery((request.body as { busqueda: Busqueda }).busqueda, list, { lite: lite.length > 0 });
      if (mapped.kind === 'unsupported') throw new HttpError(400, 'filtro_invalido', t('search.unsupportedCriterion', { criterio: mapped.criterio }));
      const headers = { authorization: request.headers.authorization ?? '' };
      if (mapped.kind === 'record') {
        const one = await scope.inject({ method: 'GET', url: `${base}/${mapped.id}`, headers });
        if (one.statusCode === 404) return { datos: [], total: 0, extras: { cap: list.cap, capReached: false } };
        if (one.statusCode !== 200) return relay(reply, one.statusCode, one.body);
        return { datos: [one.json()], total: 1, extras: { cap: list.cap, capReached: false } };
      }
      const answer = await scope.inject({ method: 'GET', url: `${base}?${new URLSearchParams(mapped.params)}`, headers });
      return answer.statusCode === 200 ? answer.json() : relay(reply, answer.statusCode, answer.body);
    },
  );
}
