/**
 * The card-view report (ADM-08, ADM-48, ADM-49, ADM-OP08): `GET /api/reportes/tarjetas` lists the
 * views of card data (`field_reveals`, written by "Ver datos", CRD-10) newest first — date and time,
 * user, the card masked (its last four digits) and the account or supplier it belongs to — filtered
 * by a date range, a user and an account or supplier, 25 per page; `…/exportar/csv|xlsx` writes the
 * same rows with the shared export writers (formula-like text neutralised). Admins only, enforced
 * here with the screen's guard (ADM-OP01).
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { t } from '../../engine/core/messages';
import { canAccess } from '../../engine/core/permissions';
import type { ExportCell } from '../../engine/core/export/exportValue';
import { requireUser } from '../../server/auth/authenticate';
import { contentDisposition } from '../../server/http/contentDisposition';
import { HttpError } from '../../server/http/httpError';
import { pageResponse } from '../../server/modules/moduleResponses';
import type { ModuleServer } from '../../server/modules/moduleServer';
import { isSealed, redactionOf } from '../../server/crypto/fieldCipher';
import { csvStream } from '../../server/exports/writeCsv';
import { xlsxStream } from '../../server/exports/writeXlsx';
import { COMPANY_TIME_ZONE } from '../../engine/core/format/companyToday';

const SCREEN = 'reportes.tarjetas';
/** The module whose reveals are card views, and its owner links (ADM-OP08: account or supplier). */
const CARDS = 'tarjeta';
const OWNERS = ['cuenta', 'proveedor'] as const;
/** ADM-OP08: 25 rows per page. */
export const PAGE = 25;
const EXPORT_MAX = 100_000;

const DAY = '^\\d{4}-\\d{2}-\\d{2}$';
const querySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    fechaDesde: { type: 'string', pattern: DAY },
    fechaHasta: { type: 'string', pattern: DAY },
    usuario: { type: 'string', maxLength: 100 },
    cuenta: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' },
    texto: { type: 'string', maxLength: 100 },
    desde: { type: 'string', pattern: '^[0-9]{1,7}$' },
    limite: { type: 'string', pattern: '^[0-9]{1,3}$' },
  },
} as const;

interface Filters {
  readonly fechaDesde?: string;
  readonly fechaHasta?: string;
  readonly usuario?: string;
  readonly cuenta?: string;
  readonly texto?: string;
}

/** One row of the report. */
export type CardView = {
  readonly id: number;
  readonly fecha: string;
  readonly usuario: string;
  readonly tarjeta: string;
  readonly titular: string;
  readonly titularId: number | null;
};

/** ADM-48: a page of the report (`CardView` rows, newest first) and how many views match. */
const reportResponse = pageResponse({
  type: 'object',
  required: ['id', 'fecha', 'usuario', 'tarjeta', 'titular', 'titularId'],
  additionalProperties: true,
  properties: {
    id: { type: 'integer' },
    fecha: { type: 'string', format: 'date-time' },
    usuario: { type: 'string' },
    tarjeta: { type: 'string', description: 'El número enmascarado: solo sus últimos cuatro dígitos' },
    titular: { type: 'string', description: 'La cuenta o el proveedor de la tarjeta' },
    titularId: { type: ['integer', 'null'] },
  },
} as const);

/** A card number as the report shows it: the sealed value's redaction, else only the last four digits. */
function maskedCard(value: unknown): string {
  if (isSealed(value)) return redactionOf(value);
  const digits = String(value ?? '').replace(/\D/g, '');
  return digits ? `XXXX-XXXX-XXXX-${digits.slice(-4)}` : '';
}

async function reportRoutes(app: FastifyInstance): Promise<void> {
  const screen = app.config.screens.find((s) => s.id === SCREEN);
  const guard = screen?.kind === 'custom' ? screen.access : undefined;
  const tags = ['Reportes'];
  const allowed = (request: FastifyRequest) => {
    const user = requireUser(request);
    if (user.tokenMode || !canAccess(user, guard)) throw new HttpError(403, 'sin_permisos', t('access.module'));
  };
  const checkDates = (q: Filters) => {
    if (q.fechaDesde && q.fechaHasta && q.fechaDesde > q.fechaHasta) throw new HttpError(400, 'filtro_invalido', t('reportetarjetas.fechaInvalida'));
  };

  /** The filtered reveals of card numbers, joined to their card and its owner's name. */
  const query = (q: Filters) => {
    const owner = sql<string | null>`coalesce(${sql.join(
      OWNERS.map(
        (field) =>
          sql`(select o.data->>${app.config.links?.[field]?.columns[0]?.field ?? 'mostrarNombre'} from records o where o.id = (c.data->>${field})::bigint)`,
      ),
    )})`;
    const ownerId = sql<string | null>`coalesce(${sql.join(OWNERS.map((field) => sql`c.data->>${field}`))})`;
    let base = app.db
      .selectFrom('field_reveals as r')
      .leftJoin('records as c', (join) => join.onRef('c.id', '=', 'r.record_id').on('c.module', '=', CARDS))
      .where('r.module', '=', CARDS);
    if (q.fechaDesde) base = base.where('r.revealed_at', '>=', sql<Date>`${q.fechaDesde}::date`);
    if (q.fechaHasta) base = base.where('r.revealed_at', '<', sql<Date>`${q.fechaHasta}::date + 1`);
    if (q.usuario?.trim())
      base = base.where(
        sql`lower(r.username)`,
        'like',
        `%${q.usuario
          .trim()
          .toLowerCase()
          .replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
      );
    if (q.cuenta) base = base.where(sql`${ownerId}`, '=', q.cuenta);
    return { base, owner, ownerId };
  };
  const rowOf = (row: {
    id: string | number;
    revealed_at: Date | string;
    username: string;
    numero: unknown;
    titular: string | null;
    titular_id: string | null;
  }): CardView => ({
    id: Number(row.id),
    fecha: new Date(row.revealed_at).toISOString(),
    usuario: row.username,
    tarjeta: maskedCard(row.numero),
    titular: row.titular ?? '',
    titularId: row.titular_id === null ? null : Number(row.titular_id),
  });
  const select = (q: Filters) => {
    const { base, owner, ownerId } = query(q);
    return base
      .select(['r.id', 'r.revealed_at', 'r.username', sql<unknown>`c.data->'numero'`.as('numero'), owner.as('titular'), ownerId.as('titular_id')])
      .orderBy('r.revealed_at', 'desc')
      .orderBy('r.id', 'desc');
  };

  app
    .withTypeProvider<JsonSchemaToTsProvider>()
    .get(
      '/api/reportes/tarjetas',
      { schema: { tags, summary: 'Visualizaciones de datos de tarjetas (ADM-48)', querystring: querySchema, response: { 200: reportResponse } } },
      async (request) => {
        allowed(request);
        const q = request.query;
        checkDates(q);
        const limit = Math.min(Number(q.limite ?? PAGE) || PAGE, 100);
        const offset = Number(q.desde ?? 0);
        const [rows, count] = await Promise.all([
          select(q).limit(limit).offset(offset).execute(),
          query(q)
            .base.select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow(),
        ]);
        return { datos: { lista: rows.map(rowOf), total: Number(count.n) } };
      },
    );

  app.withTypeProvider<JsonSchemaToTsProvider>().get(
    '/api/reportes/tarjetas/exportar/:formato',
    {
      schema: {
        tags,
        summary: 'Exporta las visualizaciones de tarjetas filtradas (CSV o XLSX)',
        params: { type: 'object', required: ['formato'], properties: { formato: { enum: ['csv', 'xlsx'] } } } as const,
        querystring: querySchema,
      },
    },
    async (request, reply) => {
      allowed(request);
      const q = request.query;
      checkDates(q);
      const rows = (await select(q).limit(EXPORT_MAX).execute()).map(rowOf);
      const props = app.registry.get('reportetarjetas').schema.properties as Record<string, { title: string }>;
      const header = ['fecha', 'usuario', 'tarjeta', 'titular'].map((field) => props[field].title);
      async function* batches(): AsyncIterable<ExportCell[][]> {
        yield rows.map((row) => [new Date(row.fecha).toLocaleString('es-AR', { timeZone: COMPANY_TIME_ZONE }), row.usuario, row.tarjeta, row.titular]);
      }
      const title = screen?.title ?? 'Reporte';
      const { formato } = request.params;
      const stream = formato === 'csv' ? csvStream(header, batches()) : xlsxStream(title.slice(0, 31), header, batches());
      return reply
        .header('Content-Type', formato === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', contentDisposition(`${title}.${formato}`))
        .header('Cache-Control', 'no-store')
        .send(stream);
    },
  );
}

export const server: ModuleServer = { routes: reportRoutes };
