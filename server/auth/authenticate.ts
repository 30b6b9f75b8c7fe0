/**
 * Authentication for /api: every route needs a valid bearer token unless its config says
 * `public: true` (deny by default). The token is an access token of the identity provider or a
 * temporary access token that has not expired (token mode, SES-10). What a token resolves to (the
 * user, rights, teams and a temporary token's scope) is cached per process while the access-change
 * notifier is live, and dropped when a change is heard (server/auth/principalCache.ts).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { t } from '../../engine/core/messages';
import type { Database } from '../db/schema';
import { HttpError } from '../http/httpError';
import { loadPrincipal, type RequestUser } from './principal';
import { principalSources, type PrincipalSources } from './principalSources';
import { accessModules } from '../db/accessWrites';
import { ACCESS_HEADER, accessFingerprint } from './accessFingerprint';
import { findValidTempToken } from '../session/tempTokens';
import type { AccessChangeFeed } from './accessChanges';
import { PrincipalCache, tokenKey, type PrincipalCacheOptions } from './principalCache';
import type { VerifiedToken } from '../identity/types';

export interface TokenVerifier {
  verifyAccessToken(token: string): Promise<VerifiedToken | null>;
}

export interface AuthenticateOptions {
  readonly identity: TokenVerifier;
  /** The database's access-change notifier; without it nothing is cached (every request reads). */
  readonly accessChanges?: AccessChangeFeed;
  /** Cache bounds (tests); defaults in principalCache.ts. */
  readonly cache?: Omit<PrincipalCacheOptions, 'live'>;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: RequestUser | null;
  }
  interface FastifyInstance {
    /** The token → user cache of this app (null when it has no access-change notifier). */
    principalCache: PrincipalCache | null;
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

/** What a token is read from: the identity provider and the database. */
interface TokenSources {
  readonly db: Kysely<Database>;
  readonly identity: TokenVerifier;
  /** Where the rights are read from: the config's team and permission modules (principalSources.ts). */
  readonly sources: PrincipalSources;
}

/** Reads what a token stands for: null when it is no valid token of an active user. */
async function resolveToken(options: TokenSources, token: string): Promise<{ user: RequestUser; validUntil: number | undefined } | null> {
  const verified = await options.identity.verifyAccessToken(token);
  const temporary = verified ? undefined : await findValidTempToken(options.db, token);
  const userId = verified?.userId ?? temporary?.user_id ?? null;
  const principal = userId === null ? null : await loadPrincipal(options.db, userId, !verified, options.sources);
  if (!principal) return null;
  if (!temporary) return { user: principal, validUntil: verified?.validUntil };
  // A temporary token is for one account and, for a trip, one opportunity (COP-OP02): what its session may reach.
  const idOf = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    // The session is the recipient's (SES-OP08): named as the token names them, with none of the issuer's rights.
    user: {
      ...principal,
      name: temporary.usuariosfa_ua ?? principal.name,
      token: { cuenta: idOf(temporary.cuenta), oportunidad: idOf(temporary.oportunidad) },
    },
    validUntil: new Date(temporary.expires_at).getTime(),
  };
}

export const authenticate = fp(
  async (app: FastifyInstance, given: AuthenticateOptions) => {
    // The back-end settings a guard may name (`holdsSetting`: the agency team, ACC-41) come from the app's services.
    const options = { ...given, db: app.db, settings: app.settings, sources: principalSources(app.config) };
    app.decorateRequest('user', null);
    // This process's own statements on the records that grant access are announced before they commit (accessWrites.ts).
    for (const source of [options.sources.permissions, options.sources.teams]) if (source) accessModules.add(source.module);
    const feed = options.accessChanges;
    const cache = feed ? new PrincipalCache({ ...options.cache, live: () => feed.live }) : undefined;
    if (feed && cache) {
      const unsubscribe = await feed.subscribe((change) => cache.changed(change));
      app.addHook('onClose', async () => unsubscribe());
    }
    app.decorate('principalCache', cache ?? null);
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs') || request.routeOptions.config?.public) return;
      const token = bearerOf(request);
      if (!token) throw new HttpError(401, 'no_autenticado', t('session.credentials'));
      const key = cache ? tokenKey(token) : '';
      let user = cache?.get(key);
      if (!user) {
        const ticket = cache?.ticket() ?? 0;
        const resolved = await resolveToken(options, token);
        if (!resolved) throw new HttpError(401, 'no_autenticado', t('session.credentials'));
        user = resolved.user;
        cache?.set(key, user, resolved.validUntil, ticket);
      }
      // Deny by default: a temporary token opens only the routes declared for token mode.
      if (user.tokenMode && !request.routeOptions.config?.tokenMode) throw new HttpError(403, 'sin_permisos', t('access.module'));
      // What the user may do, digested: the browser reloads its principal when it changes (decision 148).
      void reply.header(ACCESS_HEADER, accessFingerprint(user));
      // The back-end settings a guard may name (`holdsSetting`: the agency team, ACC-41).
      request.user = options.settings ? { ...user, settings: { ...options.settings } } : user;
    });
  },
  { name: 'authenticate', dependencies: ['db', 'settings', 'config', 'registry'] },
);
