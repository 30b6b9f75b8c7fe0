/** `GET /api/modulos/<m>/:id/historial`: the record's change history, answered to whoever may read the record. */
import type { FastifyInstance } from 'fastify';
import { ref, type SharedSchemaProvider } from '../../http/sharedSchemas';
import { recordHistory } from '../recordQueries';
import type { ModuleContext } from './moduleContext';

/** Registers the module's history route. */
export async function historyRoute(scope: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const { base, config, module, tags, textFields } = ctx;
  scope
    .withTypeProvider<SharedSchemaProvider>()
    .get(
      `${base}/:id/historial`,
      { config: { textFields }, schema: { tags, summary: 'Historial de cambios', params: ref('IdParams'), response: { 200: ref('Historial') } } },
      async (request) => {
        const user = ctx.authorize(request, config.access.read, true);
        const { id } = request.params;
        await ctx.load(id, user);
        return { datos: await recordHistory(scope.db, module.name, id, module.labels) };
      },
    );
}
