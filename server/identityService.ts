/** What the server needs from an identity provider, embedded or external (defined in server/identity). */
export type { IdentityService } from './identity/types';

import type { IdentityService as Service } from './identity/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's identity service (server/app.ts): embedded or external (`identity.external`). */
    identity: Service;
  }
}
