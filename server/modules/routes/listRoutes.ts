/**
 * `GET /api/modulos/<m>`: a page of the module's list. The read guard (or the linked record the
 * filter names: an account's cards tab), the record scope in the query, the filter rules of the
 * screen it names (`pantalla`), its cap and the cap's warning; link columns come with the linked
 * records' names, and `lite=true` answers only the fields the link modals show (CON-08).
 */
import type { FastifyInstance } from 'fastify';
import { t } from '../../../engine/core/messages';
import type { GuardRecord } from '../../../engine/core/permissions';
import { outsideToken } from '../../../engine/core/recordScope';
import { checkListFilters } from '../../../engine/core/listFilters';
import { liteDatos } from '../../../engine/core/linkSearch/liteReply';
import { capWarning } from '../../../engine/core/listCap';
import { listRulesFor } from '../../../engine/core/scopedList';
import { withVoidedHidden } from '../../../engine/core/voidedRecords';
import { HttpError } from '../../http/httpError';
import type { LinkedGuardValues } from '../linkedGuardValues';
import { linkNamesOf } from '../linkNames';
import { ref, type SharedSchemaProvider } from '../../http/sharedSchemas';
import { listQuerySchema } from '../moduleSchemas';
import { listRecords } from '../recordQueries';
import type { ModuleContext } from './moduleContext';
import { listFilterRecord, passesOnFilteredList } from '../../../engine/core/routeScreens/listFilterRecord';

/** List rows with the values their guards read through a link (`enlazados`), each linked record read once. */
async function withLinkedValues<T extends { datos: Record<string, unknown> }>(
  rows: readonly T[],
  linked: LinkedGuardValues,
): Promise<Array<T & { enlazados: GuardRecord }>> {
  const seen = new Map<string, Promise<GuardRecord>>();
  return Promise.all(
    rows.map(async (row) => {
      const key = JSON.stringify(row.datos, Object.keys(row.datos).sort());
      if (!seen.has(key)) seen.set(key, linked(row.datos));
      return { ...row, enlazados: await seen.get(key)! };
    }),
  );
}

/** Registers the module's list route. */
export async function listRoutes(scope: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const app = scope.withTypeProvider<SharedSchemaProvider>();
  const { module, config, list, listScreens, lite, linked, ownerField, scopeOf } = ctx;
  const querystring = listQuerySchema(
    { ...config, list },
    listScreens.map((s) => s.id),
    { lite: lite.length > 0 },
  );
  app.get(
    ctx.base,
    {
      config: { textFields: ctx.textFields },
      schema: { tags: ctx.tags, summary: `Lista de ${config.title}`, querystring, response: { 200: ref('PaginaLista') } },
    },
    async (request) => {
      const query = request.query;
      // `extras.enlazados`: what the guards read through the link the list is filtered by (the owner's team), so that the
      // browser offers "Nuevo" on an account's cards tab exactly when the server would take the card (CRD-19).
      // A list whose filters fix the fields the read guard's record clauses read is judged on those values (ADM-OP01).
      const filtered = request.user && !request.user.tokenMode && passesOnFilteredList(request.user, config.access.read, listFilterRecord(list.filters, query));
      const { user, values: readValues } = filtered
        ? { user: request.user!, values: undefined }
        : await ctx.authorizeByLink(request, config.access.read, query as Record<string, unknown>);
      // And what the write guard reads there (the owner's writers, writeFollowsOwner: BAC-OP02), for the same "Nuevo".
      const writeValues = user.tokenMode ? undefined : await ctx.namedLinks(config.access.write, query as Record<string, unknown>);
      const enlazados = readValues || writeValues ? { ...readValues, ...writeValues } : undefined;
      // A token-mode session asking for another opportunity or account is refused (COP-OP02).
      if (outsideToken(scopeOf(user), query as Record<string, unknown>, ownerField).length) throw new HttpError(403, 'sin_permisos', t('access.module'));
      // A user under the record scope on a screen that declares `scoped` lists without a filter, up to its cap (CON-37, CON-40).
      const screen = listScreens.find((s) => s.id === query.pantalla);
      const rules = listRulesFor(list, screen, scopeOf(user).kind !== 'all');
      // The screen's fixed filters are not the filter a list may require (CON-OP03).
      const problem = checkListFilters(rules.list, query as Record<string, string>, screen?.fixedFilters);
      if (problem) throw new HttpError(400, 'filtro_invalido', t(problem.key, problem.args));
      const orden = query.orden;
      const capOf = rules.cap;
      const cap = capOf.cap;
      const result = await listRecords(scope.db, {
        module: module.name,
        list,
        // Voided records leave every list of a module that says how they are marked (CON-27).
        values: withVoidedHidden(config.list, query),
        sort: orden ? { field: orden, direction: query.dir === 'desc' ? 'desc' : 'asc' } : undefined,
        searchSortField: module.searchSortField,
        cap,
        limit: Number(query.limit),
        offset: Number(query.offset),
        scope: scopeOf(user),
        ownerField,
      });
      // The cap's warning (ACC-18, CON-11, OPP-11, ACT-10, CON-40) comes with the page that reached it.
      const full = linked ? await withLinkedValues(result.rows, linked) : result.rows;
      const rows = query.lite === 'true' ? full.map((row) => ({ ...row, datos: liteDatos(row.datos, lite) })) : full;
      // A link column shows the linked record's name (the cards list names the account), read with the page.
      const nombres = query.lite === 'true' ? undefined : await linkNamesOf(scope, module.schema.properties, rows);
      return {
        datos: rows,
        total: result.total,
        extras: {
          cap,
          capReached: result.capReached,
          ...(enlazados ? { enlazados } : {}),
          ...(nombres ? { nombres } : {}),
          ...(result.capReached ? { mensaje: capWarning(capOf) } : {}),
        },
      };
    },
  );
}
