/**
 * Picks the identity service from the server settings: the external issuer when OIDC_ISSUER is set
 * (with OIDC_CLIENT_ID), else the embedded provider at `<PUBLIC_URL>/oauth/v2`, whose browser
 * client calls back to `<PUBLIC_URL>/callback` and lands on `<PUBLIC_URL>/` after logout
 * (docs/api.md).
 */
import type { Kysely } from 'kysely';
import type { ServerEnv } from '../config/env';
import type { Database } from '../db/schema';
import { createEmbeddedIdentity } from './embedded';
import { createExternalIdentity } from './external';
import { roleMappingOf } from './roleMapping';
import type { IdentityService } from './types';

/** The identity service for these settings (async so a future warm-up needs no API change). */
export async function createIdentity(
  db: Kysely<Database>,
  env: Pick<ServerEnv, 'publicUrl' | 'oidcIssuer' | 'oidcClientId'> & Partial<Pick<ServerEnv, 'oidcRolesClaim' | 'oidcRoleMap'>>,
): Promise<IdentityService> {
  if (env.oidcIssuer) {
    const roleMapping = roleMappingOf(env.oidcRolesClaim, env.oidcRoleMap);
    return createExternalIdentity({ db, issuer: env.oidcIssuer, clientId: env.oidcClientId, roleMapping });
  }
  const origin = new URL(env.publicUrl).origin;
  return createEmbeddedIdentity({
    db,
    issuer: `${origin}/oauth/v2`,
    clientId: env.oidcClientId,
    redirectUris: [`${origin}/callback`],
    postLogoutRedirectUris: [`${origin}/`],
  });
}
