/**
 * How the app starts (SES-05..11): the OIDC callback finishes the login; `/expirado` needs no
 * session; a `?token=` is checked before anything renders (expired → `/expirado`, roles cleared;
 * valid → token mode with the token as bearer); otherwise a valid OIDC user or a redirect to the
 * provider's Spanish login page. Runs once per page load.
 *
 * A signed-in tab starts from the user that oidc-client-ts keeps in sessionStorage (storedUser.ts),
 * read without the library: oidc-client-ts (and /api/public/config, which configures it) load only
 * for the login, the callback and the logout (not in the first download, not before the
 * first screen's calls). Demo mode comes with the session (`GET /api/sesion`).
 */
import type { UserManager } from 'oidc-client-ts';
import { fetchPublicConfig, type PublicConfig } from './publicConfig';
import { setClientVersion } from '../screens/clientVersion';
import { sessionStore } from './sessionStore';
import { readStoredUser, type SignedInUser } from './storedUser';
import { verifyToken } from './tokenAccess';

/** Path of the token-expired screen (SES-02). */
export const EXPIRED_PATH = '/expirado';
const CALLBACK_PATH = '/callback';

export type Start =
  /** Signed in through OIDC. `userManager` loads the library (for the logout). */
  | { readonly kind: 'oidc'; readonly user: SignedInUser; readonly userManager: () => Promise<UserManager | null> }
  /** Signed in with a temporary token (SES-10). */
  | { readonly kind: 'token'; readonly token: string; readonly userManager: () => Promise<UserManager | null> }
  /** A public screen without session (e.g. /expirado). */
  | { readonly kind: 'public' }
  /** The browser is leaving for the login page. */
  | { readonly kind: 'redirecting' };

let publicConfigPromise: Promise<PublicConfig> | null = null;
let userManagerPromise: Promise<UserManager> | null = null;

/** /api/public/config, fetched once. */
function getPublicConfig(): Promise<PublicConfig> {
  publicConfigPromise ??= fetchPublicConfig();
  // The version this page was loaded with (HOM-15: Home tells when the server's is newer).
  publicConfigPromise.then((config) => setClientVersion(config.version)).catch(() => undefined);
  return publicConfigPromise;
}

/** The app's UserManager (oidc-client-ts downloaded and built once, from /api/public/config); a failure is retried by the next call. */
export function getUserManager(): Promise<UserManager> {
  userManagerPromise ??= Promise.all([getPublicConfig(), import('./createUserManager')]).then(([config, { createUserManager }]) => createUserManager(config));
  userManagerPromise.catch(() => {
    userManagerPromise = null;
    publicConfigPromise = null;
  });
  return userManagerPromise;
}

const userManagerOrNull = () => getUserManager().catch(() => null);

function go(path: string): void {
  window.history.replaceState(null, '', path);
}

async function expired(): Promise<Start> {
  sessionStore.clear();
  go(EXPIRED_PATH);
  return { kind: 'public' };
}

async function start(): Promise<Start> {
  const url = new URL(window.location.href);
  if (url.pathname === CALLBACK_PATH) {
    const userManager = await getUserManager();
    try {
      const user = await userManager.signinRedirectCallback();
      const state = user.state as { path?: string } | undefined;
      go(state?.path && state.path.startsWith('/') && !state.path.startsWith(CALLBACK_PATH) ? state.path : '/');
      return { kind: 'oidc', user, userManager: userManagerOrNull };
    } catch {
      // A stale or replayed callback: start a fresh login.
      await userManager.signinRedirect({ state: { path: '/' } });
      return { kind: 'redirecting' };
    }
  }
  if (url.pathname === EXPIRED_PATH) return { kind: 'public' };
  const token = url.searchParams.get('token') ?? sessionStore.token();
  if (token) {
    if (!(await verifyToken(token))) return expired();
    sessionStore.saveToken(token);
    return { kind: 'token', token, userManager: userManagerOrNull };
  }
  const stored = readStoredUser();
  if (stored) return { kind: 'oidc', user: stored, userManager: userManagerOrNull };
  // None read without the library (or more than one): the library decides, as it always did.
  const userManager = await getUserManager();
  const user = await userManager.getUser();
  if (user && !user.expired) return { kind: 'oidc', user, userManager: userManagerOrNull };
  await userManager.signinRedirect({ state: { path: `${url.pathname}${url.search}` } });
  return { kind: 'redirecting' };
}

let started: Promise<Start> | null = null;

/** The start of this page load (memoised: React StrictMode mounts twice, and the entry starts it before the first render). */
export function startSession(): Promise<Start> {
  started ??= start();
  return started;
}

/** The bearer of a signed-in start, null for the others. */
export function bearerOf(start: Start): string | null {
  return start.kind === 'token' ? start.token : start.kind === 'oidc' ? start.user.access_token : null;
}
