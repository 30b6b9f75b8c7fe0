/**
 * How the app starts (SES-05..11): the OIDC callback finishes the login; `/expirado` needs no
 * session; a `?token=` is checked before anything renders (expired → `/expirado`, roles cleared;
 * valid → token mode with the token as bearer); otherwise a valid OIDC user or a redirect to the
 * provider's Spanish login page. Runs once per page load.
 */
import type { User, UserManager } from 'oidc-client-ts';
import { createUserManager } from './createUserManager';
import { fetchPublicConfig, type PublicConfig } from './publicConfig';
import { sessionStore } from './sessionStore';
import { verifyToken } from './tokenAccess';

/** Path of the token-expired screen (SES-02). */
export const EXPIRED_PATH = '/expirado';
const CALLBACK_PATH = '/callback';

export type Start =
  /** Signed in through OIDC. `demo`: the server runs in demo mode (the idle override applies). */
  | { readonly kind: 'oidc'; readonly userManager: UserManager; readonly user: User; readonly demo: boolean }
  /** Signed in with a temporary token (SES-10). */
  | { readonly kind: 'token'; readonly token: string; readonly userManager: UserManager | null; readonly demo: boolean }
  /** A public screen without session (e.g. /expirado). */
  | { readonly kind: 'public' }
  /** The browser is leaving for the login page. */
  | { readonly kind: 'redirecting' };

let publicConfigPromise: Promise<PublicConfig> | null = null;
let userManagerPromise: Promise<UserManager> | null = null;

/** /api/public/config, fetched once. */
function getPublicConfig(): Promise<PublicConfig> {
  publicConfigPromise ??= fetchPublicConfig();
  return publicConfigPromise;
}

/** The app's UserManager (built once from /api/public/config). */
export function getUserManager(): Promise<UserManager> {
  userManagerPromise ??= getPublicConfig().then((config) => createUserManager(config));
  return userManagerPromise;
}

/** True only when the server says it runs in demo mode; unknown counts as production. */
function isDemo(): Promise<boolean> {
  return getPublicConfig().then((config) => config.demo === true, () => false);
}

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
      return { kind: 'oidc', userManager, user, demo: await isDemo() };
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
    return { kind: 'token', token, userManager: await getUserManager().catch(() => null), demo: await isDemo() };
  }

  const userManager = await getUserManager();
  const user = await userManager.getUser();
  if (user && !user.expired) return { kind: 'oidc', userManager, user, demo: await isDemo() };
  await userManager.signinRedirect({ state: { path: `${url.pathname}${url.search}` } });
  return { kind: 'redirecting' };
}

let started: Promise<Start> | null = null;

/** The start of this page load (memoised: React StrictMode mounts twice). */
export function startSession(): Promise<Start> {
  started ??= start();
  return started;
}
