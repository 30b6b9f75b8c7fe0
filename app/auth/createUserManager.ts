/**
 * The oidc-client-ts UserManager (SES-11, SES-12, SES-OP06): authorization code with PKCE against
 * the configured provider, user kept in sessionStorage. No silent renew: it needs an iframe,
 * which the CSP forbids (`frame-ancestors 'none'`); an expired token ends in a 401 and a new login.
 */
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { PublicConfig } from './publicConfig';

/** A UserManager for this origin. */
export function createUserManager(config: PublicConfig, origin = window.location.origin): UserManager {
  return new UserManager({
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    scope: config.oidc.scope,
    redirect_uri: `${origin}/callback`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    automaticSilentRenew: false,
    monitorSession: false,
  });
}
