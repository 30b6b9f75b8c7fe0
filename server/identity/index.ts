/**
 * The identity service: the embedded OpenID Connect provider, or an external issuer
 * (OIDC_ISSUER / OIDC_CLIENT_ID). `createIdentity` chooses from the server settings.
 */
export { createIdentity } from './createIdentity';
export { createEmbeddedIdentity, DEFAULT_CLIENT_ID, LOGIN_PATH } from './embedded';
export { createExternalIdentity } from './external';
export { hashPassword, verifyPassword } from './passwords';
export { deleteExpiredPayloads } from './payloadAdapter';
export type { EmbeddedIdentityOptions, ExternalIdentityOptions, IdentityService } from './types';
