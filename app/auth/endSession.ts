/**
 * Logout (SES-18): forget roles, permissions, token and cached data, then end the session at the
 * provider (`signoutRedirect`, back to `/` and so to the login page). Form drafts in localStorage
 * are kept on purpose (SHR-OP01 override: offered back after the next login), and a dirty form
 * does not hold the page.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { UserManager } from 'oidc-client-ts';
import { clearEarlyCalls } from '../../engine/react/api/earlyCalls';
import { releaseUnloadGuards } from '../../engine/react/drafts/unloadGuard';
import { sessionStore } from './sessionStore';

/** Ends the session and leaves the app. */
export async function endSession(userManager: UserManager | null, queryClient: QueryClient): Promise<void> {
  releaseUnloadGuards();
  sessionStore.clear();
  queryClient.clear();
  clearEarlyCalls();
  const user = await userManager?.getUser().catch(() => null);
  if (userManager && user) {
    try {
      await userManager.signoutRedirect();
      return;
    } catch {
      await userManager.removeUser();
    }
  }
  window.location.assign('/');
}
