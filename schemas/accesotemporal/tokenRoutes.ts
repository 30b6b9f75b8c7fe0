/**
 * The token tools' calls (TOK-04…15). Each issues a temporary access for a contact and mails it:
 * `POST /api/herramientas/token/devolucion/iva` (TOK-01, bound to the account and an opportunity,
 * picked or created first: TOK-06…08) and `POST /api/herramientas/token/carga/pax` (TOK-02, bound to
 * the account only: TOK-OP02); `GET /api/herramientas/token/oportunidades?cuenta=` lists the
 * account's opportunities to pick from. Access is the screens' guard (TOK-15: admins and ROLE_AT),
 * read from the config the browser's guard reads. The opportunity is read and created through the
 * opportunity module's own routes with the caller's bearer, so its guard, validation and history
 * apply as if the user had used its form. The token is random, stored as its SHA-256 with its
 * expiry and scope (decision 152), and its link exists only in the message, which is queued in the
 * same transaction: no token without its message, no message without its token.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { canAccess } from '../../engine/core/permissions';
import { t } from '../../engine/core/messages';
import { positiveIdOf } from '../../engine/core/positiveId';
import { requireUser } from '../../server/auth/authenticate';
import type { RequestUser } from '../../server/auth/principal';
import { HttpError } from '../../server/http/httpError';
import { linkedRecordName } from '../../server/session/sessionRoutes';
import { newTempToken, tempTokenRow } from '../../server/session/tempTokens';
import { completeTokenRequest, CONTACT_PATH, OPPORTUNITIES_PATH, TOKEN_TOOLS, type TokenRequest, type TokenTool } from './tokenRequest';
import { TOKEN_MAIL_TEMPLATE, tokenMailTemplate, tokenMailValues } from './tokenMail';

/** How long an issued access lasts. */
export const TOKEN_DAYS = 7;

/** The link kinds the tools bind a token to (the session names a token's claims after them). */
const ACCOUNT_KIND = 'cuenta';
const OPPORTUNITY_KIND = 'oportunidad';

/** TOK-06: the account's opportunities to pick from, by name. */
const opportunitiesResponse = {
  type: 'object',
  required: ['total', 'datos'],
  additionalProperties: true,
  properties: {
    total: { type: 'integer' },
    datos: {
      type: 'array',
      items: { type: 'object', required: ['id', 'nombre'], additionalProperties: true, properties: { id: { type: 'integer' }, nombre: { type: 'string' } } },
    },
  },
} as const;

/** TOK-13: the record that is the user as a person. */
const contactResponse = { type: 'object', required: ['id'], additionalProperties: true, properties: { id: { type: 'integer' } } } as const;

/** An issued access (201): what it is bound to and until when; the token itself is only in the message. */
const issuedResponse = {
  type: 'object',
  required: ['error', 'total', 'datos'],
  additionalProperties: true,
  properties: {
    error: { type: 'boolean', description: 'Siempre false (la forma de respuesta del sistema anterior)' },
    total: { type: 'integer' },
    datos: {
      type: 'object',
      required: ['cuenta', 'oportunidad', 'vence'],
      additionalProperties: true,
      properties: {
        cuenta: { type: 'integer' },
        oportunidad: { type: ['integer', 'null'], description: 'La oportunidad del acceso de devolución de IVA; null en el de contactos' },
        vence: { type: 'string', format: 'date-time' },
      },
    },
  },
} as const;

const failed = () => new HttpError(400, 'acceso_no_generado', t('accesotemporal.error'));
const noContact = () => new HttpError(409, 'sin_contacto', t('accesotemporal.sinContacto'));

/**
 * The record that is the user as a person (TOK-13, TOK-OP01: `getContacto` by the user): the one
 * carrying the user's CRM id (`users.id_crm`, how the CRM names both; server/auth/userContact.ts),
 * whichever kind of contact it is; null when none does.
 */
async function contactOf(app: FastifyInstance, user: RequestUser): Promise<number | null> {
  if (user.tokenMode || !user.idCrm) return null;
  const row = await app.db.selectFrom('records').select('id').where('id_crm', '=', user.idCrm).where('vigente', '=', true).executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function tokenRoutes(app: FastifyInstance): Promise<void> {
  const opportunities = app.config.links?.[OPPORTUNITY_KIND]?.module;
  const guards = new Map(app.config.screens.map((s) => [s.id, s.kind === 'custom' ? s.access : undefined]));
  await app.mail.defineTemplate(TOKEN_MAIL_TEMPLATE, tokenMailTemplate);
  const tags = ['Herramientas'];

  /** The caller when the tool's screen guard lets them in (TOK-15); a token session never. */
  const allowed = (request: FastifyRequest, tool: TokenTool): RequestUser => {
    const user = requireUser(request);
    if (user.tokenMode || !canAccess(user, guards.get(TOKEN_TOOLS[tool].screen))) throw new HttpError(403, 'sin_permisos', t('access.module'));
    return user;
  };

  /** A call to the opportunity module's own API as the caller. */
  const asCaller = (request: FastifyRequest, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    app.inject({ method, url, payload: payload as never, headers: { authorization: request.headers.authorization ?? '' }, remoteAddress: request.ip });

  app.withTypeProvider<JsonSchemaToTsProvider>().get(
    OPPORTUNITIES_PATH,
    {
      schema: {
        tags,
        summary: 'Oportunidades de una cuenta, para elegir a cuál se vincula el acceso de devolución de IVA (TOK-06)',
        querystring: { type: 'object', required: ['cuenta'], properties: { cuenta: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } } } as const,
        response: { 200: opportunitiesResponse },
      },
    },
    async (request) => {
      allowed(request, 'devolucionIva');
      if (!opportunities) return { total: 0, datos: [] };
      const answer = await asCaller(request, 'GET', `/api/modulos/${opportunities}?${new URLSearchParams({ cuenta: request.query.cuenta, limit: '100' })}`);
      if (answer.statusCode !== 200) throw new HttpError(answer.statusCode === 403 ? 403 : 502, 'oportunidades', t('accesotemporal.oportunidadesError'));
      const rows = (answer.json() as { datos: Array<{ id: number; datos: Record<string, unknown> }> }).datos;
      return { total: rows.length, datos: rows.map((row) => ({ id: row.id, nombre: String(row.datos.nombre ?? row.id) })) };
    },
  );

  // TOK-13, TOK-OP01: the screens ask first, so that a user without a contact is told before typing.
  app.get(
    CONTACT_PATH,
    { schema: { tags, summary: 'El contacto del usuario actual, que envía el acceso (TOK-13)', response: { 200: contactResponse } } },
    async (request) => {
      const user = requireUser(request);
      if (!(Object.keys(TOKEN_TOOLS) as TokenTool[]).some((tool) => !user.tokenMode && canAccess(user, guards.get(TOKEN_TOOLS[tool].screen))))
        throw new HttpError(403, 'sin_permisos', t('access.module'));
      const id = await contactOf(app, user);
      if (id === null) throw noContact();
      return { id };
    },
  );

  /** The opportunity the VAT token is for: the picked one when it is the account's, else a new one (TOK-06, TOK-07, TOK-08). */
  const opportunityFor = async (request: FastifyRequest, sent: TokenRequest, accountName: string): Promise<number> => {
    if (!opportunities) throw failed();
    if (sent.oportunidad !== null) {
      const answer = await asCaller(request, 'GET', `/api/modulos/${opportunities}/${sent.oportunidad}`);
      const record = answer.statusCode === 200 ? (answer.json() as { datos: { cuenta?: unknown } }) : null;
      if (!record || positiveIdOf(record.datos.cuenta) !== sent.cuenta) throw failed();
      return sent.oportunidad;
    }
    const created = await asCaller(request, 'POST', `/api/modulos/${opportunities}`, {
      datos: { nombre: `${accountName} - Devolución de IVA`.slice(0, 120), cuenta: sent.cuenta, etapa: 'oportunidad' },
    });
    const id = created.statusCode < 300 ? positiveIdOf((created.json() as { id?: unknown }).id) : undefined;
    if (id === undefined) {
      request.log.warn({ status: created.statusCode, body: created.body }, 'token: no se pudo crear la oportunidad');
      throw new HttpError(created.statusCode === 403 ? 403 : 400, 'oportunidad_no_creada', t('accesotemporal.oportunidadNoCreada'));
    }
    return id;
  };

  for (const tool of Object.keys(TOKEN_TOOLS) as TokenTool[]) {
    app.post(
      TOKEN_TOOLS[tool].path,
      {
        schema: {
          tags,
          summary: `Genera y envía por correo un acceso temporal (${tool === 'devolucionIva' ? 'TOK-01, Devolución de IVA' : 'TOK-02, Gestión - Contactos'})`,
          body: {
            type: 'object',
            properties: {
              nombre: { description: 'Destinatario' },
              correo: { description: 'Su correo' },
              cuenta: { description: 'Id de la cuenta' },
              ...(tool === 'devolucionIva' ? { oportunidad: { description: 'Id de la oportunidad; sin él se crea una (TOK-06)' } } : {}),
            },
          },
          response: { 201: issuedResponse },
        },
      },
      async (request, reply) => {
        const user = allowed(request, tool);
        const sent = completeTokenRequest(request.body);
        if (!sent) throw new HttpError(400, 'datos_incompletos', t('accesotemporal.incompleto'));
        if ((await contactOf(app, user)) === null) throw noContact();
        const accountName = await linkedRecordName(app.db, app.config, ACCOUNT_KIND, sent.cuenta);
        if (accountName === null) throw failed();
        const oportunidad = tool === 'devolucionIva' ? await opportunityFor(request, sent, accountName) : null;
        const opportunityName = oportunidad === null ? null : await linkedRecordName(app.db, app.config, OPPORTUNITY_KIND, oportunidad);
        const token = newTempToken();
        const vence = new Date(Date.now() + TOKEN_DAYS * 86_400_000);
        try {
          await app.db.transaction().execute(async (trx) => {
            await trx
              .insertInto('temp_tokens')
              .values(
                tempTokenRow(token, {
                  user_id: user.userId,
                  expires_at: vence,
                  id_cuenta_prospect_crm: null,
                  // The temporary user's identity (SES-OP08): the recipient's address and name.
                  usuario_sua: sent.correo,
                  usuariosfa_ua: sent.nombre,
                  cuenta: sent.cuenta,
                  oportunidad,
                }),
              )
              .execute();
            const enlace = `${app.mail.publicUrl}/inicio?${new URLSearchParams({ token })}`;
            const values = tokenMailValues({
              tool,
              nombre: sent.nombre,
              remitente: user.name,
              cuenta: accountName,
              oportunidad: opportunityName,
              enlace,
              vence,
            });
            await app.mail.queue(TOKEN_MAIL_TEMPLATE, sent.correo, values, { db: trx, sender: { id: user.userId, name: user.name } });
          });
        } catch (error) {
          request.log.error({ err: error }, 'token: no se pudo generar el acceso');
          throw new HttpError(500, 'acceso_no_generado', t('accesotemporal.error'));
        }
        // The token itself never comes back: it is in the message only.
        return reply.code(201).send({ error: false, total: 1, datos: { cuenta: sent.cuenta, oportunidad, vence: vence.toISOString() } });
      },
    );
  }
}
