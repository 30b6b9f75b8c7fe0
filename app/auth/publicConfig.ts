/** `GET /api/public/config`: the OIDC provider to sign in with (docs/api.md). */
export interface PublicConfig {
  readonly oidc: { readonly authority: string; readonly clientId: string; readonly scope: string };
  readonly version: string;
  /** Demo mode: only then is the idle-timing override in sessionStorage honoured (IdleWatcher). */
  readonly demo?: boolean;
}

/** Fetches the public config; throws when the server does not answer it. */
export async function fetchPublicConfig(): Promise<PublicConfig> {
  const response = await fetch('/api/public/config', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`/api/public/config: HTTP ${response.status}`);
  return (await response.json()) as PublicConfig;
}
