/**
 * The signed-in OIDC user of this tab, read from where oidc-client-ts keeps it (sessionStorage,
 * key `oidc.user:<authority>:<client id>`, written by its `WebStorageStateStore`, see
 * createUserManager.ts) without loading the library: a tab that is already signed in starts its
 * first screen with no download and no call for the sign-in. Expiry as the library
 * decides it (`User.expired`: `expires_at`, in seconds, reached).
 */

/** What the app needs of a signed-in user: the bearer and the sign-in names. */
export interface SignedInUser {
  readonly access_token: string;
  readonly profile: { readonly sub: string; readonly preferred_username?: string };
}

const USER_KEY_PREFIX = 'oidc.user:';

/** The stored user when there is exactly one that has not expired at `now` (ms); otherwise null (the library then decides: login). */
export function readStoredUser(storage: Storage = window.sessionStorage, now = Date.now()): SignedInUser | null {
  const users: SignedInUser[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key?.startsWith(USER_KEY_PREFIX)) continue;
    try {
      const value = JSON.parse(storage.getItem(key) ?? 'null') as {
        access_token?: unknown;
        expires_at?: unknown;
        profile?: { sub?: unknown; preferred_username?: unknown };
      } | null;
      if (!value || typeof value.access_token !== 'string' || !value.access_token || typeof value.profile?.sub !== 'string') continue;
      if (typeof value.expires_at === 'number' && value.expires_at * 1000 <= now) continue;
      const { sub, preferred_username } = value.profile;
      users.push({ access_token: value.access_token, profile: typeof preferred_username === 'string' ? { sub, preferred_username } : { sub } });
    } catch {
      // Not a user the library wrote: ignore it.
    }
  }
  return users.length === 1 ? users[0] : null;
}
