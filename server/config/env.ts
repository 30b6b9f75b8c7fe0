/** Server settings from the environment, with the defaults of `npm start`. */
import { join, resolve } from 'node:path';

export interface ServerEnv {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl?: string;
  readonly publicUrl: string;
  readonly production: boolean;
  readonly oidcIssuer?: string;
  readonly oidcClientId: string;
  /** External issuer only: the access token's claim whose values give roles (OIDC_ROLES_CLAIM, e.g. `groups`). */
  readonly oidcRolesClaim?: string;
  /** External issuer only: `valor=ROLE_X;otro=ROLE_Y,ROLE_Z` (OIDC_ROLE_MAP; server/identity/roleMapping.ts). */
  readonly oidcRoleMap?: string;
  /** Uploaded files (FILES_DIR, default DATA_DIR/files). */
  readonly filesDir: string;
  /** Largest accepted upload per file in bytes (UPLOAD_MAX_MB, default 10). */
  readonly uploadMaxBytes: number;
  /** Total bytes of one user's uploaded files (UPLOAD_QUOTA_MB, default 500). */
  readonly uploadQuotaBytes: number;
  /** Uploads one user may run at once in one process (UPLOAD_MAX_PARALLEL, default 2). */
  readonly uploadMaxParallel: number;
  /** API requests per minute per client address (RATE_LIMIT_PER_MINUTE, default 600). */
  readonly rateLimitPerMinute: number;
  /** Address suggestions: `gazetteer` (offline, default) or `google` (ADDRESS_PROVIDER, ADDRESS_API_KEY). */
  readonly addressProvider: string;
  readonly addressApiKey?: string;
  /** Master key of the encrypted fields (FIELD_ENCRYPTION_KEY; without it, outside production, a key generated into DATA_DIR). */
  readonly fieldEncryptionKey?: string;
  /** A file holding that key (FIELD_ENCRYPTION_KEY_FILE, e.g. a mounted secret); in production never inside DATA_DIR. */
  readonly fieldEncryptionKeyFile?: string;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const port = Number.parseInt(env.PORT ?? '8080', 10);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT inválido: ${env.PORT}`);
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const uploadMaxMb = Number(env.UPLOAD_MAX_MB ?? '10');
  if (!Number.isFinite(uploadMaxMb) || uploadMaxMb <= 0) throw new Error(`UPLOAD_MAX_MB inválido: ${env.UPLOAD_MAX_MB}`);
  const uploadQuotaMb = Number(env.UPLOAD_QUOTA_MB ?? '500');
  if (!Number.isFinite(uploadQuotaMb) || uploadQuotaMb <= 0) throw new Error(`UPLOAD_QUOTA_MB inválido: ${env.UPLOAD_QUOTA_MB}`);
  const uploadMaxParallel = Number(env.UPLOAD_MAX_PARALLEL ?? '2');
  if (!Number.isInteger(uploadMaxParallel) || uploadMaxParallel <= 0) throw new Error(`UPLOAD_MAX_PARALLEL inválido: ${env.UPLOAD_MAX_PARALLEL}`);
  const rateLimitPerMinute = Number(env.RATE_LIMIT_PER_MINUTE ?? '600');
  if (!Number.isInteger(rateLimitPerMinute) || rateLimitPerMinute <= 0) throw new Error(`RATE_LIMIT_PER_MINUTE inválido: ${env.RATE_LIMIT_PER_MINUTE}`);
  return {
    port,
    rateLimitPerMinute,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    production: env.NODE_ENV === 'production',
    oidcIssuer: env.OIDC_ISSUER || undefined,
    oidcClientId: env.OIDC_CLIENT_ID || 'backoffice-web',
    oidcRolesClaim: env.OIDC_ROLES_CLAIM || undefined,
    oidcRoleMap: env.OIDC_ROLE_MAP || undefined,
    filesDir: resolve(env.FILES_DIR || join(dataDir, 'files')),
    uploadMaxBytes: Math.round(uploadMaxMb * 1024 * 1024),
    uploadQuotaBytes: Math.round(uploadQuotaMb * 1024 * 1024),
    uploadMaxParallel,
    addressProvider: env.ADDRESS_PROVIDER || 'gazetteer',
    addressApiKey: env.ADDRESS_API_KEY || undefined,
    fieldEncryptionKey: env.FIELD_ENCRYPTION_KEY || undefined,
    fieldEncryptionKeyFile: env.FIELD_ENCRYPTION_KEY_FILE ? resolve(env.FIELD_ENCRYPTION_KEY_FILE) : undefined,
  };
}
