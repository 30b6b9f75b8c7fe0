/** What the server needs from an identity provider, embedded or external (defined in server/identity). */
export type { IdentityService } from './identity/types';
