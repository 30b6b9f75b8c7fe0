/**
 * Temporary access tokens (SES-08..10, SES-OP03): `GET /api/token/verificaAutorizacion/{token}`
 * before any screen renders; a token is good only when the server knows it and its `expires_at`
 * is in the future. Any failure counts as expired.
 */
export interface TokenAccess {
  readonly expires_at: string;
  readonly id_cuenta_prospect_crm?: string | null;
  readonly usuario_sua?: string | null;
  readonly usuariosfa_ua?: string | null;
}

/** True when the access check answer holds an entry that has not expired at `now`. */
export function isTokenValid(entries: unknown, now: number): boolean {
  if (!Array.isArray(entries) || entries.length === 0) return false;
  return entries.some((entry: Partial<TokenAccess>) => {
    const expires = typeof entry?.expires_at === 'string' ? Date.parse(entry.expires_at) : Number.NaN;
    return Number.isFinite(expires) && expires > now;
  });
}

/** Asks the server about a token; false on 404, errors or expiry. */
export async function verifyToken(token: string, now = Date.now()): Promise<boolean> {
  try {
    const response = await fetch(`/api/token/verificaAutorizacion/${encodeURIComponent(token)}`, { headers: { Accept: 'application/json' } });
    if (!response.ok) return false;
    return isTokenValid(await response.json(), now);
  } catch {
    return false;
  }
}
