/**
 * `GET /api/modulos/<m>/:id`: one record as the caller may read it (the read guard, on the record too
 * when it has record clauses; outside the caller's scope it is not found), with `enlazados`.
 */
import type { FastifyInstance } from 'fastify';
import { ref, type SharedSchemaProvider } from '../../http/sharedSchemas';
import type { ModuleContext } from './moduleContext';

/** Registers the module's record route. */
export async function recordRoute(scope: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const { base, config, tags, textFields } = ctx;
  scope.withTypeProvider<SharedSchemaProvider>().get(
    `${base}/:id`,
    {
      config: { textFields },
      schema: { tags, summary: `Obtiene un registro de ${config.title}`, params: ref('IdParams'), response: { 200: ref('Registro') } },
    },
    async (request) => {
      const user = ctx.authorize(request, config.access.read, true);
      return ctx.load(request.params.id, user);
    },
  );
}
