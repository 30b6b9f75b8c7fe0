/**
 * Export of a module list's current filter as CSV or XLSX, streamed: the same filters, rules and
 * order as the list, the list screen's columns, formula cells neutralised (override "Exports").
 */
import { withVoidedHidden } from '../../engine/core/voidedRecords';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { outsideToken, recordScopeOf } from '../../engine/core/recordScope';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { t } from '../../engine/core/messages';
import { checkListFilters } from '../../engine/core/listFilters';
import type { ListScreenConfig } from '../../engine/core/screenConfig';
import { listRulesFor } from '../../engine/core/scopedList';
import type { Database } from '../db/schema';
import type { Principal } from '../../engine/core/permissions';
import { fieldAccess } from '../../engine/core/form/fieldAccess';
import { HttpError } from '../http/httpError';
import { contentDisposition } from '../http/contentDisposition';
import { iterateRecords } from '../modules/recordQueries';
import { listQuerySchema } from '../modules/moduleSchemas';
import type { ModuleContext } from '../modules/routes/moduleContext';
import { exportColumns, exportRow, type ComboDescriptions } from './exportColumns';
import { csvStream } from './writeCsv';
import { xlsxStream } from './writeXlsx';

/** Upper bound of one export; a larger one should be filtered further. */
export const EXPORT_MAX_ROWS = 200_000;
const BATCH = 1000;

const contentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Registers the module's export route (`GET /api/modulos/<m>/exportar/:formato`). */
export async function exportRoutes(app: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const { db } = app;
  const { name, module, config: moduleConfig } = ctx;
  const { limit: _limit, offset: _offset, ...filters } = listQuerySchema(moduleConfig).properties;
  app.withTypeProvider<JsonSchemaToTsProvider>().get(
    `/api/modulos/${name}/exportar/:formato`,
    {
      config: { textFields: ctx.textFields },
      schema: {
        tags: [moduleConfig.title],
        summary: `Exporta ${moduleConfig.title} (CSV o XLSX) con los filtros actuales`,
        params: {
          type: 'object',
          required: ['formato'],
          additionalProperties: false,
          properties: { formato: { type: 'string', enum: ['csv', 'xlsx'] } },
        } as const,
        querystring: { type: 'object', additionalProperties: false, properties: filters },
      },
    },
    async (request, reply) => {
      const user = ctx.authorize(request, moduleConfig.access.read) as Principal;
      const query = request.query as Record<string, string | undefined>;
      // As its list: a token-mode session naming another opportunity or account is refused (COP-OP02).
      if (outsideToken(recordScopeOf(user, moduleConfig.recordScope), query, moduleConfig.recordScope?.ownerField).length)
        throw new HttpError(403, 'sin_permisos', t('access.module'));
      // As its list: a user under the record scope exports without a filter where a list screen declares `scoped` (CON-37).
      const scopedScreen = app.config.screens.find((s): s is ListScreenConfig => s.kind === 'list' && s.module === name && s.scoped !== undefined);
      const rules = listRulesFor(moduleConfig.list, scopedScreen, recordScopeOf(user, moduleConfig.recordScope).kind !== 'all');
      const problem = checkListFilters(rules.list, query);
      if (problem) throw new HttpError(400, 'filtro_invalido', t(problem.key, problem.args));
      // Columns of fields the user may not read are left out (x-access).
      const { unreadable } = fieldAccess(module.schema, user);
      const columns = exportColumns(app.config, name, module).filter((c) => !unreadable.has(c.field));
      // Only the records the user sees at all (record scope, in the query).
      const scope = recordScopeOf(user, moduleConfig.recordScope);
      const sort = query.orden ? { field: query.orden, direction: query.dir === 'desc' ? ('desc' as const) : ('asc' as const) } : undefined;
      const combos = await comboDescriptions(
        db,
        columns.flatMap((c) => (c.combo ? [c.combo] : [])),
      );
      async function* rows() {
        for await (const batch of iterateRecords(
          db,
          {
            module: module.name,
            list: moduleConfig.list,
            values: withVoidedHidden(moduleConfig.list, query),
            sort,
            scope,
            searchSortField: module.searchSortField,
            ownerField: moduleConfig.recordScope?.ownerField,
          },
          { batchSize: BATCH, max: EXPORT_MAX_ROWS },
        )) {
          yield batch.map((record) => exportRow(record, columns, combos));
        }
      }
      const { formato } = request.params;
      const header = columns.map((c) => c.label);
      const stream = formato === 'csv' ? csvStream(header, rows()) : xlsxStream(moduleConfig.title, header, rows());
      return reply
        .header('Content-Type', contentTypes[formato])
        .header('Content-Disposition', contentDisposition(`${moduleConfig.title}.${formato}`))
        .header('Cache-Control', 'no-store')
        .send(stream);
    },
  );
}

/** The descriptions of every option (vigente or not: old records keep old codes) of these combos. */
async function comboDescriptions(db: Kysely<Database>, combos: readonly string[]): Promise<ComboDescriptions> {
  const found = new Map<string, Map<string, string>>();
  if (combos.length === 0) return found;
  const rows = await db
    .selectFrom('lookups')
    .select(['combo', 'codigo', 'descripcion'])
    .where('combo', 'in', [...new Set(combos)])
    .execute();
  for (const row of rows) {
    if (!found.has(row.combo)) found.set(row.combo, new Map());
    found.get(row.combo)!.set(row.codigo, row.descripcion);
  }
  return found;
}
