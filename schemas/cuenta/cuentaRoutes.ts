/**
 * Account calls beyond the generic module API: `cuentaPorUsuarioLogueado` (ACC-80, SES-22), the
 * account of the signed-in user. An agency user's account is their `users.account_id` (the record
 * id of their agency, e.g. `Agencia Demo`); a staff user without one gets the company's own account
 * (`company.account` in screens.config.json) when it is configured. It is the user's own account:
 * they read it without the module's read guard (an agency user has no ROLE_CUENTAS), through the
 * module's field access (x-access read) like any read. `logo` is the account's logo, or the default
 * logo identifier (ACC-40, ACC-OP18) when it has none, to fetch at `GET /api/logos/{logo}`. And
 * `cuentaProspectToken` (SES-23): the account a temporary token is for.
 */
import type { FastifyInstance } from 'fastify';
import { dropUnreadable, fieldAccess } from '../../engine/core/form/fieldAccess';
import { t } from '../../engine/core/messages';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { requireUser } from '../../server/auth/authenticate';
import { HttpError } from '../../server/http/httpError';
import { recordResponse } from '../../server/modules/moduleResponses';
import { getRecord } from '../../server/modules/recordQueries';
import { positiveIdOf } from '../../engine/core/positiveId';

const MODULE = 'cuenta';

/** The record id of the user's account: their agency's, else the company's own; null when neither. */
export function ownAccountId(accountId: string | null | undefined, config: Pick<ScreensConfig, 'company'>): number | null {
  const given = accountId ?? (config.company?.account !== undefined ? String(config.company.account) : null);
  return positiveIdOf(given) ?? null;
}

export async function cuentaRoutes(app: FastifyInstance): Promise<void> {
  if (!app.config.modules[MODULE]) return;
  const module = app.registry.get(app.config.modules[MODULE].schema);
  app.get(
    '/api/cuentaPorUsuarioLogueado',
    {
      schema: {
        tags: ['Sesión'],
        summary: 'Cuenta del usuario que inició sesión (ACC-80)',
        response: {
          200: { ...recordResponse, required: [...recordResponse.required, 'logo'], properties: { ...recordResponse.properties, logo: { type: 'string' } } },
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const id = ownAccountId(user.accountId, app.config);
      const record = id === null ? null : await getRecord(app.db, module.name, id);
      if (!record) throw new HttpError(404, 'sin_cuenta', t('session.noAccount'));
      const datos = dropUnreadable(record.datos, fieldAccess(module.schema, user));
      const logo = typeof datos.logoUrl === 'string' && datos.logoUrl ? datos.logoUrl : app.settings.logoPredeterminado;
      return { ...record, datos, logo };
    },
  );

  // `cuentaProspectToken` (SES-23, SES-OP08): the prospect account bound to the temporary token of a
  // token-mode session (the token tools bind it when they issue the token, TOK-03), through the
  // module's field access. Only a token session asks; a token for no account gets 404.
  app.post(
    '/api/cuentaProspectToken',
    {
      config: { tokenMode: true },
      schema: { tags: ['Sesión'], summary: 'Cuenta prospecto del token temporal (SES-23)', response: { 200: recordResponse } },
    },
    async (request) => {
      const user = requireUser(request);
      if (!user.tokenMode) throw new HttpError(403, 'sin_permisos', t('access.module'));
      const id = user.token?.cuenta ?? null;
      const record = id === null ? null : await getRecord(app.db, module.name, id);
      if (!record) throw new HttpError(404, 'sin_cuenta', t('session.noTokenAccount'));
      return { ...record, datos: dropUnreadable(record.datos, fieldAccess(module.schema, user)) };
    },
  );
}
