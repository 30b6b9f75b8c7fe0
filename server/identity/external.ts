/**
 * An external OpenID Connect provider (OIDC_ISSUER / OIDC_CLIENT_ID) instead of the embedded one:
 * nothing is mounted, the browser signs in at the issuer, and the API accepts the issuer's JWT
 * access tokens, checked against its published keys (JWKS), and maps them to our users by username.
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { CLIENT_SCOPE } from './clientScope';
import { mappedRoles, syncRoles } from './roleMapping';
import type { ExternalIdentityOptions, IdentityService } from './types';

type KeySet = ReturnType<typeof createRemoteJWKSet>;

/** jose error codes that mean "this token is not acceptable" (as opposed to "keys unavailable"). */
const TOKEN_PROBLEMS = new Set([
  'ERR_JWS_INVALID',
  'ERR_JWT_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JWT_EXPIRED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
]);

/** Creates the service for an external issuer. */
export function createExternalIdentity(options: ExternalIdentityOptions): IdentityService {
  const issuer = options.issuer;
  const { db } = options;
  let keySet: Promise<KeySet> | undefined;

  // The JWKS location comes from the issuer's discovery document (or the option), looked up once;
  // jose then caches the keys and refetches them when a token names an unknown key id (rotation).
  const keys = (): Promise<KeySet> => {
    if (!keySet) {
      const pending = (options.jwksUri ? Promise.resolve(options.jwksUri) : discoverJwksUri(issuer)).then((uri) => createRemoteJWKSet(new URL(uri)));
      pending.catch(() => {
        if (keySet === pending) keySet = undefined; // issuer unreachable: try again next time
      });
      keySet = pending;
    }
    return keySet;
  };

  return {
    clientConfig: { authority: issuer, clientId: options.clientId, scope: options.scope ?? CLIENT_SCOPE },
    external: { issuer, roleMapping: options.roleMapping ?? null },

    async register() {
      // The issuer serves its own login, token and logout endpoints.
    },

    async verifyAccessToken(token: string) {
      if (typeof token !== 'string' || token.split('.').length !== 3) return null;
      const keySet = await keys();
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, keySet, {
          issuer,
          ...(options.audience ? { audience: options.audience } : {}),
          requiredClaims: ['exp'],
        }));
      } catch (error) {
        // A bad token is "not signed in"; the issuer being unreachable is an outage, not a 401.
        if (TOKEN_PROBLEMS.has((error as { code?: string }).code ?? '')) return null;
        throw error;
      }
      const username = typeof payload.preferred_username === 'string' && payload.preferred_username ? payload.preferred_username : payload.sub;
      if (!username) return null;
      const user = await findActiveUserByUsername(db, username);
      if (user && options.roleMapping) await syncRoles(db, user.id, mappedRoles(options.roleMapping, payload));
      return user ? { userId: user.id, ...(typeof payload.exp === 'number' ? { validUntil: payload.exp * 1000 } : {}) } : null;
    },

    async issueAccessToken() {
      throw new Error(`Con un proveedor de identidad externo (${issuer}) los tokens de acceso los emite ese proveedor, no este servidor.`);
    },
  };
}

async function findActiveUserByUsername(db: Kysely<Database>, username: string) {
  return db.selectFrom('users').select('id').where('username', '=', username).where('vigente', '=', true).executeTakeFirst();
}

/** The issuer's `jwks_uri`, from `<issuer>/.well-known/openid-configuration`. */
async function discoverJwksUri(issuer: string): Promise<string> {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`No se pudo leer la configuración del proveedor OIDC (${url}): HTTP ${response.status}`);
  const document = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
  // A discovery document for another issuer would make us trust the wrong keys.
  if (document.issuer !== issuer) throw new Error(`El proveedor OIDC en ${url} declara otro emisor: ${String(document.issuer)}`);
  if (typeof document.jwks_uri !== 'string') throw new Error(`El proveedor OIDC en ${url} no publica jwks_uri`);
  return document.jwks_uri;
}
