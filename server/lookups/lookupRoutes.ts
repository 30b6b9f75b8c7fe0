/**
 * Lookups (combos, SHR-25): the options of a named combo, vigente only, in their order. Any
 * signed-in user may read them, a token-mode session too (its passenger form's combos, COP-OP02);
 * they are data managed in the admin area.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { t } from '../../engine/core/messages';
import { requireUser } from '../auth/authenticate';
import { HttpError } from '../http/httpError';

export async function lookupRoutes(app: FastifyInstance, options: { db: Kysely<Database> }): Promise<void> {
  app.withTypeProvider<JsonSchemaToTsProvider>().get(
    '/api/combos/:combo',
    {
      config: { tokenMode: true },
      schema: {
        tags: ['Combos'],
        summary: 'Opciones de un combo',
        params: { type: 'object', required: ['combo'], additionalProperties: false, properties: { combo: { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9_]{0,63}$' } } } as const,
      },
    },
    async (request, reply) => {
      requireUser(request);
      const { combo } = request.params;
      const rows = await options.db
        .selectFrom('lookups')
        .select(['codigo', 'descripcion', 'extra'])
        .where('combo', '=', combo)
        .where('vigente', '=', true)
        .orderBy('orden')
        .orderBy('descripcion')
        .execute();
      if (rows.length === 0) {
        const known = await options.db.selectFrom('lookups').select('id').where('combo', '=', combo).limit(1).executeTakeFirst();
        if (!known) throw new HttpError(404, 'combo_inexistente', t('api.notFound'));
      }
      // Combos change rarely: let the browser reuse them for a minute without asking again.
      void reply.header('Cache-Control', 'private, max-age=60');
      return { datos: rows };
    },
  );
}
