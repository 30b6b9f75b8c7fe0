/**
 * What the session keeps in sessionStorage (SES-OP05): roles, area permissions and the temporary
 * access token of token mode. Cleared on logout, on token expiry and when the tab closes.
 */
const ROLES = 'bo.roles';
const PERMISSIONS = 'bo.permisos';
const TOKEN = 'bo.token';

export const sessionStore = {
  saveRoles(roles: readonly string[], permissions: unknown): void {
    sessionStorage.setItem(ROLES, JSON.stringify(roles));
    sessionStorage.setItem(PERMISSIONS, JSON.stringify(permissions));
  },
  /** The temporary access token in force (token mode), or null. */
  token(): string | null {
    return sessionStorage.getItem(TOKEN);
  },
  saveToken(token: string): void {
    sessionStorage.setItem(TOKEN, token);
  },
  /** Forgets roles, permissions and token (SES-09, SES-18). */
  clear(): void {
    for (const key of [ROLES, PERMISSIONS, TOKEN]) sessionStorage.removeItem(key);
  },
};
