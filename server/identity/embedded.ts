/**
 * The embedded identity service: our own OpenID Connect provider (oidc-provider) over the users
 * table, mounted on the app's Fastify instance. All its state (sessions, grants, tokens, keys) is
 * in the database, so any number of server processes on one database behave as one provider.
 */
import type { FastifyInstance } from 'fastify';
import type { Provider } from 'oidc-provider';
import { findActiveUser, subjectOf, userIdOf } from './accounts';
import { registerAssetRoutes } from './assets';
import { registerInteractionRoutes } from './interactionRoutes';
import { mountProvider } from './mountProvider';
import { CLIENT_SCOPE } from './clientScope';
import { deleteExpiredPayloads } from './payloadAdapter';
import { TTL, createProvider } from './providerConfig';
import { identitySecurityHeaders, originsOf } from './securityHeaders';
import { loadServerKeys } from './serverKeys';
import { passwordPolicy } from './userPasswords';
import type { EmbeddedIdentityOptions, IdentityService } from './types';

/** The default client id of the browser app. */
export const DEFAULT_CLIENT_ID = 'backoffice-web';
/** Where the login pages live (outside the provider's /oauth/v2/). */
export const LOGIN_PATH = '/ingresar';
/** Upper bound for issueAccessToken lifetimes (token tools): 30 days. */
export const MAX_ISSUED_TTL_SECONDS = 30 * 24 * 60 * 60;
/** How often each server process deletes expired rows of `oidc_payloads`: hourly. */
export const PAYLOAD_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Creates the embedded provider. Nothing touches the database until the first `register`,
 * `verifyAccessToken` or `issueAccessToken` (which load or, on first start, create the keys).
 */
export function createEmbeddedIdentity(options: EmbeddedIdentityOptions): IdentityService {
  const { db } = options;
  const issuer = options.issuer.replace(/\/+$/, '');
  const issuerUrl = new URL(issuer);
  const prefix = issuerUrl.pathname.replace(/\/+$/, '');
  if (!prefix) {
    // The provider owns every path under its issuer path; at the root it would swallow the app.
    throw new Error(`El emisor OIDC debe tener una ruta propia (p. ej. ${issuerUrl.origin}/oauth/v2): ${options.issuer}`);
  }
  if (options.redirectUris.length === 0) throw new Error('Falta al menos una URI de redirección para el cliente OIDC');
  const cleanupIntervalMs = options.cleanupIntervalMs ?? PAYLOAD_CLEANUP_INTERVAL_MS;
  if (!Number.isInteger(cleanupIntervalMs) || cleanupIntervalMs <= 0 || cleanupIntervalMs > 2 ** 31 - 1) {
    throw new RangeError(`Intervalo de limpieza inválido: ${options.cleanupIntervalMs}`);
  }
  const clientId = options.clientId ?? DEFAULT_CLIENT_ID;
  const appUrl = options.postLogoutRedirectUris[0] ?? `${issuerUrl.origin}/`;
  const headers = identitySecurityHeaders(originsOf([...options.redirectUris, ...options.postLogoutRedirectUris]));

  // Until register() hands us the app's logger, provider errors go to stderr.
  let reportError: (error: unknown) => void = (error) => console.error('Error del proveedor OIDC:', error);

  let providerPromise: Promise<Provider> | undefined;
  const provider = (): Promise<Provider> => {
    if (!providerPromise) {
      const pending = loadServerKeys(db).then((keys) =>
        createProvider({
          db,
          issuer,
          clientId,
          redirectUris: options.redirectUris,
          postLogoutRedirectUris: options.postLogoutRedirectUris,
          keys,
          loginPath: LOGIN_PATH,
          headers,
          trustProxy: options.trustProxy ?? false,
          appUrl,
          onServerError: (error) => reportError(error),
        }),
      );
      // A failed start (database down) is retried by the next call instead of being cached.
      pending.catch(() => {
        if (providerPromise === pending) providerPromise = undefined;
      });
      providerPromise = pending;
    }
    return providerPromise;
  };

  return {
    clientConfig: { authority: issuer, clientId, scope: CLIENT_SCOPE },

    async register(app: FastifyInstance) {
      const oidc = await provider();
      reportError = (error) => app.log.error({ err: error }, 'error del proveedor OIDC');
      mountProvider(app, oidc, prefix);
      registerAssetRoutes(app, headers);
      const keys = await loadServerKeys(db);
      await registerInteractionRoutes(app, {
        db,
        provider: oidc,
        loginPath: LOGIN_PATH,
        headers,
        appUrl,
        ticketKey: keys.cookieKeys[0],
        policy: options.passwordPolicy ?? passwordPolicy(),
      });
      await startPayloadCleanup(app, db, cleanupIntervalMs);
    },

    async verifyAccessToken(token: string) {
      // Our opaque tokens are 43 characters; anything far off is not worth a query.
      if (typeof token !== 'string' || token.length < 16 || token.length > 512) return null;
      const oidc = await provider();
      // find() reads the row (absent when expired or revoked) and, for tokens bound to a login
      // session, checks that the session still exists (logout ends them).
      const accessToken = await oidc.AccessToken.find(token);
      if (!accessToken || accessToken.isExpired || accessToken.clientId !== clientId) return null;
      // Revoking a grant (logout, token revocation) deletes it: its tokens stop here too.
      const grant = await oidc.Grant.find(accessToken.grantId);
      if (!grant || grant.accountId !== accessToken.accountId || grant.clientId !== accessToken.clientId) return null;
      const userId = userIdOf(accessToken.accountId);
      if (userId === null) return null;
      // Until when a cached answer may stand: the token's end, its grant's and, for a token bound to
      // the login session, the session's (expired rows read as absent without being deleted).
      const ends = [accessToken.exp, grant.exp];
      if (accessToken.expiresWithSession && accessToken.sessionUid) {
        const session = await oidc.Session.findByUid(accessToken.sessionUid);
        if (!session) return null;
        ends.push(session.exp);
      }
      const known = ends.filter((end): end is number => typeof end === 'number' && Number.isFinite(end));
      return known.length === ends.length ? { userId, validUntil: Math.min(...known) * 1000 } : { userId };
    },

    async issueAccessToken(userId: number, ttlSeconds: number = TTL.accessToken) {
      if (!Number.isSafeInteger(userId) || userId <= 0) throw new RangeError(`Id de usuario inválido: ${userId}`);
      if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0 || ttlSeconds > MAX_ISSUED_TTL_SECONDS) {
        throw new RangeError(`La duración del token debe ser un número entero de segundos entre 1 y ${MAX_ISSUED_TTL_SECONDS}`);
      }
      const oidc = await provider();
      if (!(await findActiveUser(db, userId))) throw new Error(`El usuario ${userId} no existe o está inactivo`);
      const accountId = subjectOf(userId);
      // A grant of its own, living as long as the token, so the token can be revoked on its own.
      const grant = new oidc.Grant({ accountId, clientId, expiresIn: ttlSeconds });
      grant.addOIDCScope(CLIENT_SCOPE);
      const grantId = await grant.save();
      const accessToken = new oidc.AccessToken({ accountId, clientId, grantId, scope: CLIENT_SCOPE, expiresIn: ttlSeconds });
      return accessToken.save();
    },
  };
}

/**
 * Expired sessions, codes and tokens only read as absent (payloadAdapter.ts): this deletes them,
 * once now and then every `intervalMs`, for as long as the app runs. Any process may do it at any
 * time, so every process does. The timer does not keep the process alive, and closing the app stops
 * it and waits for a cleanup under way (the database is usually closed right after the app).
 */
async function startPayloadCleanup(app: FastifyInstance, db: EmbeddedIdentityOptions['db'], intervalMs: number): Promise<void> {
  let running: Promise<void> | undefined;
  const cleanUp = (): Promise<void> => {
    running ??= deleteExpiredPayloads(db)
      .then(
        (deleted) => app.log.debug({ deleted }, 'datos vencidos del proveedor OIDC eliminados'),
        // A failed cleanup is retried at the next tick; it must not stop the server.
        (error: unknown) => app.log.warn({ err: error }, 'no se pudieron eliminar los datos vencidos del proveedor OIDC'),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  await cleanUp();
  const timer = setInterval(() => void cleanUp(), intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
