/** The identity service contract the server depends on, embedded or external. */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PasswordPolicy } from '../../engine/core/passwordPolicy';
import type { RoleMapping } from './roleMapping';

/** A verified access token: whose, and until when it (with the grant and session it depends on) is valid. */
export interface VerifiedToken {
  readonly userId: number;
  /** Epoch milliseconds after which the token is no longer valid; absent when not known. */
  readonly validUntil?: number;
}

export interface IdentityService {
  /** Mounts /oauth/v2/* (oidc-provider: auth, token, end_session (logout), jwks, userinfo, .well-known under /oauth/v2) and the Spanish login interaction pages on a Fastify instance. */
  register(app: FastifyInstance): Promise<void>;
  /** Resolves a bearer access token to our user id; null when unknown, expired or revoked. */
  verifyAccessToken(token: string): Promise<VerifiedToken | null>;
  /** Issues a real access token for a user (tests and token tools); stored like any other. */
  issueAccessToken(userId: number, ttlSeconds?: number): Promise<string>;
  /** What the browser needs for oidc-client-ts. */
  readonly clientConfig: { authority: string; clientId: string; scope: string };
  /** Set for an external issuer: users, passwords and sessions are managed there (decision 154). */
  readonly external?: { readonly issuer: string; readonly roleMapping: RoleMapping | null };
}

export interface EmbeddedIdentityOptions {
  readonly db: Kysely<Database>;
  /** The public URL of the provider, e.g. `http://localhost:8080/oauth/v2` (its path is the mount point). */
  readonly issuer: string;
  /** Default `backoffice-web`. */
  readonly clientId?: string;
  /** The app's callback URLs, e.g. `http://localhost:8080/callback`. */
  readonly redirectUris: readonly string[];
  /** Where the app may ask to land after logout, e.g. `http://localhost:8080/`. */
  readonly postLogoutRedirectUris: readonly string[];
  /** The provider's development login pages are never used; present only to say so explicitly. */
  readonly devInteractions?: false;
  /**
   * Trust X-Forwarded-Proto/Host when building the provider's URLs and cookies (set it when the
   * server sits behind a TLS-terminating reverse proxy, together with Fastify's trustProxy).
   * Default false.
   */
  readonly trustProxy?: boolean;
  /**
   * Milliseconds between deletions of expired provider rows (`oidc_payloads`); the first runs when
   * the provider is registered on the app. Default one hour.
   */
  readonly cleanupIntervalMs?: number;
  /** The policy a forced password change must meet (default: PASSWORD_MIN_LENGTH and the bundled common passwords). */
  readonly passwordPolicy?: PasswordPolicy;
}

export interface ExternalIdentityOptions {
  /** The external issuer (OIDC_ISSUER), e.g. `https://sso.example.com/realms/backoffice`. */
  readonly issuer: string;
  /** The browser app's client id at that issuer (OIDC_CLIENT_ID). */
  readonly clientId: string;
  readonly db: Kysely<Database>;
  /** Required `aud` of access tokens, when the issuer sets a predictable one. */
  readonly audience?: string;
  /** The issuer's JWKS URL; default: `jwks_uri` from its discovery document. */
  readonly jwksUri?: string;
  /** Scope the browser asks for; default `openid profile`. */
  readonly scope?: string;
  /** Roles from a claim of the access token (OIDC_ROLES_CLAIM / OIDC_ROLE_MAP); null: the stored roles. */
  readonly roleMapping?: RoleMapping | null;
}
