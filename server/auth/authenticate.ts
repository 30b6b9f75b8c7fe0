/**
 * Authentication for /api: every route needs a valid bearer token unless its config says
 * `public: true` (deny by default). The token is an access token of the identity provider or a
 * temporary access token that has not expired (token mode, SES-10).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { t } from '../../engine/core/messages';
import type { Database } from '../db/schema';
import { HttpError } from '../http/httpError';
import { loadPrincipal, type RequestUser } from './principal';
import { findValidTempToken } from '../session/tempTokens';
import type { BackOfficeSettings } from '../config/settings';

export interface TokenVerifier {
  verifyAccessToken(token: string): Promise<{ userId: number } | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: RequestUser | null;
  }
  interface FastifyContextConfig {
    /** Route open without a session (login config, token check, API docs). */
    public?: boolean;
    /** Route open to a temporary `?token=` access (SES-OP04); every other route denies it. */
    tokenMode?: boolean;
  }
}

/** The signed-in user of a request; throws 401 when there is none. */
export function requireUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw new HttpError(401, 'no_autenticado', t('session.credentials'));
  return request.user;
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{8,4096})$/i.exec(header);
  return match ? match[1] : null;
}

export const authenticate = fp(
  async (app: FastifyInstance, options: { db: Kysely<Database>; identity: TokenVerifier; settings?: BackOfficeSettings }) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs') || request.routeOptions.config?.public) return;
      const token = bearerOf(request);
      if (!token) throw new HttpError(401, 'no_autenticado', t('session.credentials'));
      const verified = await options.identity.verifyAccessToken(token);
      const temporary = verified ? undefined : await findValidTempToken(options.db, token);
      const userId = verified?.userId ?? temporary?.user_id ?? null;
      const principal = userId === null ? null : await loadPrincipal(options.db, userId, !verified);
      // A temporary token is for one account and, for a trip, one opportunity (COP-OP02): what its session may reach.
      const idOf = (value: unknown) => (value === null || value === undefined ? null : Number(value));
      const user = principal && temporary ? { ...principal, token: { cuenta: idOf(temporary.cuenta), oportunidad: idOf(temporary.oportunidad) } } : principal;
      if (!user) throw new HttpError(401, 'no_autenticado', t('session.credentials'));
      // Deny by default: a temporary token opens only the routes declared for token mode.
      if (user.tokenMode && !request.routeOptions.config?.tokenMode) throw new HttpError(403, 'sin_permisos', t('access.module'));
      // The back-end settings a guard may name (`holdsSetting`: the agency team, ACC-41).
      request.user = options.settings ? { ...user, settings: { ...options.settings } } : user;
    });
  },
  { name: 'authenticate' },
);
