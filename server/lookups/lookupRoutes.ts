/**
 * Lookups (combos, SHR-25: `combos/{x}` and `getDataCombos`): the options of a named combo, vigente only, in their order. Any
 * signed-in user may read them, a token-mode session only its form's (COP-OP02, SES-OP04, decision 160);
 * they are data managed in the admin area, so they are answered `no-cache` with an ETag: a changed
 * value reaches the next read (decision 150), an unchanged combo costs a 304.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { t } from '../../engine/core/messages';
import { requireUser } from '../auth/authenticate';
import { HttpError } from '../http/httpError';
import { routePlugin } from '../services/routePlugin';
import { sendVersioned, versionedJson } from '../http/sendVersioned';
import { formCombos } from '../../engine/core/lookups/formCombos';
import type { RequestUser } from '../auth/principal';
import { ref } from '../http/sharedSchemas';
import { tokenReaches, type RecordScopeConfig } from '../../engine/core/recordScope';

/** The vigente options of a combo in order; null when no such combo exists. */
async function comboOptions(db: Kysely<Database>, combo: string) {
  const rows = await db
    .selectFrom('lookups')
    .select(['codigo', 'descripcion', 'extra'])
    .where('combo', '=', combo)
    .where('vigente', '=', true)
    .orderBy('orden')
    .orderBy('descripcion')
    .execute();
  if (rows.length > 0) return rows;
  const known = await db.selectFrom('lookups').select('id').where('combo', '=', combo).limit(1).executeTakeFirst();
  return known ? rows : null;
}

const COMBO_NAME = '^[a-zA-Z][a-zA-Z0-9_]{0,63}$';

/**
 * The combos a temporary token may read: those of the forms of the modules open to tokens
 * (`recordScope.token`) of its binding (decision 160): the passenger form's for a trip's token, the
 * contact form's for an account's. A token is single-purpose (SES-OP04): any other combo is refused.
 */
function tokenCombos(app: FastifyInstance): ReadonlyArray<{ readonly scope: RecordScopeConfig; readonly combos: ReadonlySet<string> }> {
  return Object.values(app.config.modules)
    .filter((module) => module.recordScope?.token && app.registry.has(module.schema))
    .map((module) => ({ scope: module.recordScope as RecordScopeConfig, combos: new Set(formCombos(app.registry.get(module.schema).schema)) }));
}

async function lookupRoutesPlugin(app: FastifyInstance): Promise<void> {
  const forTokens = tokenCombos(app);
  /** Refuses a combo a token session may not read. */
  const checkToken = (user: RequestUser, combos: readonly string[]) => {
    if (!user.tokenMode) return;
    const readable = forTokens.filter((entry) => user.token && tokenReaches(user, entry.scope));
    if (combos.some((combo) => !readable.some((entry) => entry.combos.has(combo)))) throw new HttpError(403, 'sin_permisos', t('access.module'));
  };
  app.withTypeProvider<JsonSchemaToTsProvider>().get(
    '/api/combos/:combo',
    {
      config: { tokenMode: true },
      schema: {
        tags: ['Combos'],
        summary: 'Opciones de un combo',
        params: { type: 'object', required: ['combo'], additionalProperties: false, properties: { combo: { type: 'string', pattern: COMBO_NAME } } } as const,
        response: { 200: ref('OpcionesCombo') },
      },
    },
    async (request, reply) => {
      checkToken(requireUser(request), [request.params.combo]);
      const rows = await comboOptions(app.db, request.params.combo);
      if (!rows) throw new HttpError(404, 'combo_inexistente', t('api.notFound'));
      // An admin may change a combo at any time (ADM-32): the browser asks every time it reads the
      // combo and gets a body-less 304 while it is unchanged (decision 150).
      return sendVersioned(request, reply, versionedJson({ datos: rows }), 'private, no-cache');
    },
  );

  // The spec's `getDataCombos` (SHR-25): several combos in one call, `?combos=a,b` (at most 30),
  // answered `{ datos: { a: [...], b: [...] } }`; one unknown combo → 404, as `combos/{x}`.
  app.withTypeProvider<JsonSchemaToTsProvider>().get(
    '/api/getDataCombos',
    {
      config: { tokenMode: true },
      schema: {
        tags: ['Combos'],
        summary: 'Opciones de varios combos',
        querystring: {
          type: 'object',
          required: ['combos'],
          additionalProperties: false,
          properties: { combos: { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9_]{0,63}(,[a-zA-Z][a-zA-Z0-9_]{0,63}){0,29}$' } },
        } as const,
        response: { 200: ref('CombosPorNombre') },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const names = [...new Set(request.query.combos.split(','))];
      checkToken(user, names);
      const datos: Record<string, Awaited<ReturnType<typeof comboOptions>>> = {};
      for (const name of names) {
        const rows = await comboOptions(app.db, name);
        if (!rows) throw new HttpError(404, 'combo_inexistente', t('api.notFound'));
        datos[name] = rows;
      }
      return sendVersioned(request, reply, versionedJson({ datos }), 'private, no-cache');
    },
  );
}

/** The combo routes (`/api/combos/:combo`, `/api/combos`), reading the database service. */
export const lookupRoutes = routePlugin('lookupRoutes', ['db', 'config', 'registry'], lookupRoutesPlugin);
