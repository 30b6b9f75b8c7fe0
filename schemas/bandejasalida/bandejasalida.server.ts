/**
 * The outbox as the admin reads it (decision 151): `GET /api/correos` lists the messages the mail
 * port queued, newest first (who asked, to whom, when, subject, delivery state), and
 * `GET /api/correos/{id}` one of them with its rendered body, opened from its sealed form. Access is
 * the screen's guard (`/admin/correos`: admins), read from the config the browser's guard reads.
 */
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { canAccess } from '../../engine/core/permissions';
import { t } from '../../engine/core/messages';
import { requireUser } from '../../server/auth/authenticate';
import { HttpError } from '../../server/http/httpError';
import { pageResponse } from '../../server/modules/moduleResponses';
import type { ModuleServer } from '../../server/modules/moduleServer';
import { openBody } from '../../server/mail/mailQueue';
import type { Correo } from './bandejasalida';

const SCREEN = 'correos.bandeja';
const PAGE = 50;

/** A message of the outbox on the wire (the module's `Correo` without its body, with its id and next attempt); a date not reached yet is ''. */
const entryResponse = {
  type: 'object',
  required: ['id', 'fecha', 'remitente', 'destinatario', 'asunto', 'estado', 'intentos', 'enviadoEn', 'medio', 'ultimoError', 'proximoIntento'],
  additionalProperties: true,
  properties: {
    id: { type: 'integer' },
    fecha: { type: 'string', format: 'date-time', description: 'Cuándo se encoló' },
    remitente: { type: 'string', description: 'Quién lo pidió' },
    destinatario: { type: 'string' },
    asunto: { type: 'string' },
    estado: { type: 'string', enum: ['pendiente', 'enviado', 'fallido'] },
    intentos: { type: 'integer' },
    enviadoEn: { type: 'string', description: 'Fecha y hora del envío (ISO), o vacío' },
    medio: { type: 'string', description: 'Por dónde salió (p. ej. `smtp`, `bandeja`), o vacío' },
    ultimoError: { type: 'string' },
    proximoIntento: { type: ['string', 'null'], description: 'Fecha y hora del próximo intento de un pendiente (ISO); null si no lo está' },
  },
} as const;

/** `GET /api/correos`: a page of the outbox, newest first. */
const outboxResponse = pageResponse(entryResponse);

/** `GET /api/correos/:id`: one message with its rendered body. */
const messageResponse = {
  ...entryResponse,
  required: [...entryResponse.required, 'cuerpo'],
  properties: { ...entryResponse.properties, cuerpo: { type: 'string', description: 'El cuerpo HTML armado' } },
} as const;

async function outboxRoutes(app: FastifyInstance): Promise<void> {
  const screen = app.config.screens.find((s) => s.id === SCREEN);
  const guard = screen?.kind === 'custom' ? screen.access : undefined;
  const tags = ['Correo'];
  const columns = [
    'id',
    'created_at',
    'sender_name',
    'recipient',
    'subject',
    'state',
    'attempts',
    'sent_at',
    'transport',
    'last_error',
    'next_attempt_at',
  ] as const;
  const allowed = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    if (user.tokenMode || !canAccess(user, guard)) throw new HttpError(403, 'sin_permisos', t('access.module'));
  };
  type Row = { [K in (typeof columns)[number]]: unknown };
  type Entry = Required<Omit<Correo, 'cuerpo'>> & { id: number; proximoIntento: string | null };
  const entry = (row: Row): Entry => ({
    id: Number(row.id),
    fecha: new Date(row.created_at as string).toISOString(),
    remitente: (row.sender_name as string | null) ?? '',
    destinatario: row.recipient as string,
    asunto: row.subject as string,
    estado: row.state as Entry['estado'],
    intentos: Number(row.attempts),
    enviadoEn: row.sent_at ? new Date(row.sent_at as string).toISOString() : '',
    medio: (row.transport as string | null) ?? '',
    ultimoError: (row.last_error as string | null) ?? '',
    proximoIntento: row.state === 'pendiente' ? new Date(row.next_attempt_at as string).toISOString() : null,
  });

  app.withTypeProvider<JsonSchemaToTsProvider>().get(
    '/api/correos',
    {
      schema: {
        tags,
        summary: 'Bandeja de salida: los correos del sistema, del más reciente al más antiguo (texto: destinatario, asunto o quién lo pidió)',
        querystring: {
          type: 'object',
          properties: {
            texto: { type: 'string', maxLength: 100 },
            desde: { type: 'string', pattern: '^(0|[1-9][0-9]{0,8})$' },
            limite: { type: 'string', pattern: '^[1-9][0-9]?$' },
          },
        } as const,
        response: { 200: outboxResponse },
      },
    },
    async (request) => {
      allowed(request);
      const limit = Math.min(Number(request.query.limite ?? PAGE), PAGE);
      const offset = Number(request.query.desde ?? 0);
      const text = request.query.texto?.trim();
      const pattern = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const outbox = app.db
        .selectFrom('mail_outbox')
        .$if(pattern !== null, (q) =>
          q.where((eb) => eb.or([eb('recipient', 'ilike', pattern!), eb('subject', 'ilike', pattern!), eb('sender_name', 'ilike', pattern!)])),
        );
      const [rows, count] = await Promise.all([
        outbox.select(columns).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        outbox.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { datos: { lista: rows.map((row) => entry(row as Row)), total: Number(count.n) } };
    },
  );

  app.withTypeProvider<JsonSchemaToTsProvider>().get(
    '/api/correos/:id',
    {
      schema: {
        tags,
        summary: 'Un correo de la bandeja de salida, con su cuerpo armado',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } } } as const,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      allowed(request);
      const row = await app.db
        .selectFrom('mail_outbox')
        .select([...columns, 'body'])
        .where('id', '=', Number(request.params.id))
        .executeTakeFirst();
      if (!row) throw new HttpError(404, 'correo_inexistente', t('bandejasalida.loadError'));
      return { ...entry(row as Row), cuerpo: openBody(row.body) };
    },
  );
}

export const server: ModuleServer = { routes: outboxRoutes };
