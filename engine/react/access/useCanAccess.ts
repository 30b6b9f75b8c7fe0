/** `useCanAccess(guard)`: the one permission check of the UI (ROL-*), via engine/core `canAccess`. */
import { canAccess, type Guard } from '../../core/permissions';
import { useSession } from '../session/SessionProvider';

/** True when the signed-in principal passes the guard (a missing guard denies). */
export function useCanAccess(guard: Guard | undefined): boolean {
  const { principal } = useSession();
  return canAccess(principal, guard);
}
