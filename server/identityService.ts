/** What the server needs from an identity provider, embedded or external. */
import type { FastifyInstance } from 'fastify';
import type { TokenVerifier } from './auth/authenticate';

export interface IdentityService extends TokenVerifier {
  /** Mounts the provider's endpoints (nothing for an external provider). */
  register(app: FastifyInstance): Promise<void>;
  /** Issues a real access token for a user (tests, token tools). */
  issueAccessToken(userId: number, ttlSeconds?: number): Promise<string>;
  readonly clientConfig: { readonly authority: string; readonly clientId: string; readonly scope: string };
}
