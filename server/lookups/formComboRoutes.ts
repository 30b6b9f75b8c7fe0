/**
 * A form's combos in one answer (BNK-08, NOT-10): `GET /api/combos/formulario/:modulo` →
 * `{ datos: { <combo>: [{ codigo, descripcion, extra }] } }` for every combo the module's form reads
 * (engine/core/lookups/formCombos.ts), vigente options in their order. A module may answer the same
 * at a legacy name of its own from its server extension (`legacyFormComboRoute`, e.g.
 * `bancosComboFormulario`). Any signed-in user may read them, as each combo (lookupRoutes.ts).
 */
import type { FastifyInstance } from 'fastify';
import { formCombos } from '../../engine/core/lookups/formCombos';
import { t } from '../../engine/core/messages';
import { requireUser } from '../auth/authenticate';
import { HttpError } from '../http/httpError';
import { routePlugin } from '../services/routePlugin';
import { ref, type SharedSchemaProvider } from '../http/sharedSchemas';

/** The combos of `moduleName`'s form as the routes answer them; an unknown module is a 404. */
async function formCombosOf({ db, registry }: Pick<FastifyInstance, 'db' | 'registry'>, moduleName: string) {
  if (!registry.has(moduleName)) throw new HttpError(404, 'no_encontrado', t('api.notFound'));
  const combos = formCombos(registry.get(moduleName).schema as never);
  const rows = combos.length
    ? await db
        .selectFrom('lookups')
        .select(['combo', 'codigo', 'descripcion', 'extra'])
        .where('combo', 'in', combos)
        .where('vigente', '=', true)
        .orderBy('orden')
        .orderBy('descripcion')
        .execute()
    : [];
  const datos = Object.fromEntries(
    combos.map((combo) => [combo, rows.filter((row) => row.combo === combo).map(({ codigo, descripcion, extra }) => ({ codigo, descripcion, extra }))]),
  );
  return { datos };
}

const schema = { tags: ['Combos'], summary: 'Combos del formulario de un módulo', response: { 200: ref('CombosPorNombre') } };

/** A legacy name of one module's form combos (D2§7: `bancosComboFormulario`, BNK-08), answering as `/api/combos/formulario/<m>`. */
export function legacyFormComboRoute(app: FastifyInstance, legacy: string, moduleName: string): void {
  app.get(`/api/${legacy}`, { schema: { ...schema, summary: `${schema.summary} (${moduleName}, nombre heredado)` } }, async (request) => {
    requireUser(request);
    return formCombosOf(app, moduleName);
  });
}

async function formComboRoutesPlugin(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<SharedSchemaProvider>().get(
    '/api/combos/formulario/:modulo',
    {
      schema: {
        ...schema,
        params: {
          type: 'object',
          required: ['modulo'],
          additionalProperties: false,
          properties: { modulo: { type: 'string', pattern: '^[a-z][a-z0-9]{0,63}$' } },
        } as const,
      },
    },
    async (request) => {
      requireUser(request);
      return formCombosOf(app, request.params.modulo);
    },
  );
}

/** A form's combos in one answer, reading the database and the registry. */
export const formComboRoutes = routePlugin('formComboRoutes', ['db', 'registry'], formComboRoutesPlugin);
