/**
 * Logout (SES-18): forget roles, permissions, token and cached data, then end the session at the
 * provider (`signoutRedirect`, back to `/` and so to the login page).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { UserManager } from 'oidc-client-ts';
import { sessionStore } from './sessionStore';

/** Ends the session and leaves the app. */
export async function endSession(userManager: UserManager | null, queryClient: QueryClient): Promise<void> {
  sessionStore.clear();
  queryClient.clear();
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
