/** Server settings from the environment, with the defaults of `npm start`. */
import { resolve } from 'node:path';

export interface ServerEnv {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl?: string;
  readonly publicUrl: string;
  readonly production: boolean;
  readonly oidcIssuer?: string;
  readonly oidcClientId: string;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const port = Number.parseInt(env.PORT ?? '8080', 10);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT inválido: ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    production: env.NODE_ENV === 'production',
    oidcIssuer: env.OIDC_ISSUER || undefined,
    oidcClientId: env.OIDC_CLIENT_ID || 'backoffice-web',
  };
}
