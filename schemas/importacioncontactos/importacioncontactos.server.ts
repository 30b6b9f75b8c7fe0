/**
 * The bulk contact import's API (ADM-09, ADM-50…61, ADM-OP05…07; decision 153), admins only
 * (ADM-19, ADM-61, ADM-OP01: the screen's guard, enforced here):
 * - `POST /api/importaciones/contactos?cuenta=<id>` — multipart, the file in `archivo` (CSV or
 *   XLSX, size-limited, streamed): the dry run, stored server-side; answers the job and its totals.
 * - `GET /api/importaciones/contactos/:id` — the job (totals, state, the running import's progress).
 * - `GET /api/importaciones/contactos/:id/filas?estado&desde&limite` — its judged rows, paged.
 * - `POST /api/importaciones/contactos/:id/importar` — the new rows created in one transaction;
 *   `Contactos agregados correctamente` (ADM-59).
 */
import multipart from '@fastify/multipart';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { t } from '../../engine/core/messages';
import { canAccess } from '../../engine/core/permissions';
import { requireUser } from '../../server/auth/authenticate';
import { HttpError } from '../../server/http/httpError';
import type { ModuleServer } from '../../server/modules/moduleServer';
import { server as contactServer } from '../contacto/contacto.server';
import { CONTACTS } from './accountContacts';
import { dryRun, IMPORT_MODULE } from './dryRun';
import { fileRows, formatOf, tooLarge } from './importFile';
import { importResponse, jobResponse, jobStatusResponse, rowsResponse } from './importSchemas';
import { progress, runImport } from './importRun';

const SCREEN = 'importacion.contactos';
const BASE = '/api/importaciones/contactos';
const ACCOUNTS = 'cuenta';
/** ADM-OP05, decision 153: files of 100,000 rows; 32 MB by default (`IMPORTACION_MAX_MB`). */
export const MAX_ROWS = 100_000;
const maxBytes = () => Math.round(Number(process.env.IMPORTACION_MAX_MB || 32) * 1024 * 1024);
const msg = (key: string, args?: Record<string, string | number>) => t(`${IMPORT_MODULE}.${key}`, args);

const idParams = { type: 'object', required: ['id'], additionalProperties: false, properties: { id: { type: 'string', format: 'uuid' } } } as const;

async function importRoutes(app: FastifyInstance): Promise<void> {
  const screen = app.config.screens.find((s) => s.id === SCREEN);
  if (!screen) return;
  const guard = screen.kind === 'custom' ? screen.access : undefined;
  const tags = ['Importación de contactos'];
  const contacts = () => app.registry.get(CONTACTS);
  const checks = contactServer.writeChecks?.(app) ?? [];
  const allowed = (request: FastifyRequest) => {
    const user = requireUser(request);
    if (user.tokenMode || !canAccess(user, guard)) throw new HttpError(403, 'sin_permisos', t('access.module'));
    return user;
  };
  const limit = maxBytes();
  await app.register(multipart, { throwFileSizeLimit: true, limits: { fileSize: limit, files: 1, fields: 5, parts: 6, fieldSize: 200, headerPairs: 50 } });
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();

  api.post(
    BASE,
    {
      schema: {
        tags,
        summary: 'Revisa un archivo de contactos para una cuenta (prueba: nada se guarda en los contactos) (ADM-50…57)',
        consumes: ['multipart/form-data'],
        querystring: {
          type: 'object',
          required: ['cuenta'],
          additionalProperties: false,
          properties: { cuenta: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
        } as const,
        response: { 201: jobResponse },
      },
    },
    async (request, reply) => {
      const user = allowed(request);
      const account = Number(request.query.cuenta);
      const found = await app.db.selectFrom('records').select('id').where('id', '=', account).where('module', '=', ACCOUNTS).executeTakeFirst();
      if (!found) throw new HttpError(400, 'cuenta_invalida', msg('cuentaInvalida'));
      if (!request.isMultipart()) throw new HttpError(415, 'tipo_no_soportado', t('api.unsupportedMedia'));
      let part;
      try {
        part = await request.file();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(limit);
        throw new HttpError(400, 'archivo_invalido', msg('archivoFalta'));
      }
      if (!part || part.fieldname !== 'archivo') {
        part?.file.resume();
        throw new HttpError(400, 'archivo_invalido', msg('archivoFalta'));
      }
      const source = part.file;
      try {
        const format = formatOf(part.filename);
        const job = await dryRun(app, contacts(), {
          rows: fileRows(source, part.filename, format, limit),
          account,
          user,
          fileName: part.filename,
          maxRows: MAX_ROWS,
        });
        return reply.status(201).send({ datos: { id: job.id, archivo: part.filename, cuenta: account, totales: job.totals } });
      } finally {
        source.resume();
      }
    },
  );

  api.get(
    BASE + '/:id',
    {
      schema: {
        tags,
        summary: 'Una revisión de archivo de contactos: totales, estado y avance de la importación',
        params: idParams,
        response: { 200: jobStatusResponse },
      },
    },
    async (request) => {
      const user = allowed(request);
      const job = await app.db
        .selectFrom('import_jobs as j')
        .select([
          'j.id',
          'j.file_name',
          'j.account',
          'j.state',
          'j.totals',
          'j.imported',
          'j.user_id',
          sql<string | null>`(select c.data->>'mostrarNombre' from records c where c.id = j.account)`.as('cuenta_nombre'),
        ])
        .where('j.id', '=', request.params.id)
        .where('j.module', '=', IMPORT_MODULE)
        .executeTakeFirst();
      if (!job || Number(job.user_id) !== user.userId) throw new HttpError(404, 'no_encontrado', msg('noEncontrada'));
      const running = progress.get(job.id);
      return {
        datos: {
          id: job.id,
          archivo: job.file_name,
          cuenta: Number(job.account),
          cuentaNombre: job.cuenta_nombre ?? '',
          estado: job.state,
          totales: job.totals,
          importados: job.imported,
          avance: running ? { hechos: running.done, total: running.total } : null,
        },
      };
    },
  );

  api.get(
    BASE + '/:id/filas',
    {
      schema: {
        tags,
        summary: 'Las filas revisadas de un archivo de contactos, por páginas (nuevas, existentes, con errores)',
        params: idParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            estado: { type: 'string', enum: ['nuevo', 'existente', 'invalido'] },
            desde: { type: 'string', pattern: '^[0-9]{1,7}$' },
            limite: { type: 'string', pattern: '^[0-9]{1,3}$' },
          },
        } as const,
        response: { 200: rowsResponse },
      },
    },
    async (request) => {
      const user = allowed(request);
      const job = await app.db
        .selectFrom('import_jobs')
        .select(['user_id'])
        .where('id', '=', request.params.id)
        .where('module', '=', IMPORT_MODULE)
        .executeTakeFirst();
      if (!job || Number(job.user_id) !== user.userId) throw new HttpError(404, 'no_encontrado', msg('noEncontrada'));
      const { estado, desde, limite } = request.query;
      const size = Math.min(Math.max(Number(limite ?? 25) || 25, 1), 200);
      let base = app.db.selectFrom('import_rows').where('job_id', '=', request.params.id);
      if (estado) base = base.where('state', '=', estado);
      const [rows, count] = await Promise.all([
        base
          .select(['n', 'state', 'data', 'detail'])
          .orderBy('n')
          .limit(size)
          .offset(Number(desde ?? 0))
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        datos: {
          lista: rows.map((row) => ({ fila: row.n, estado: row.state, datos: row.data, detalle: row.detail })),
          total: Number(count.n),
        },
      };
    },
  );

  api.post(
    BASE + '/:id/importar',
    {
      schema: {
        tags,
        summary: 'Agrega los contactos nuevos de una revisión, en una transacción (ADM-58, ADM-59)',
        params: idParams,
        response: { 200: importResponse },
      },
    },
    async (request) => {
      const user = allowed(request);
      const result = await runImport(app, contacts(), checks, request.params.id, user);
      return { datos: result, mensaje: msg('exito') };
    },
  );
}

export const server: ModuleServer = { routes: importRoutes };
