/** `useCanAccess(guard, record?)`: the one permission check of the UI (ROL-*), via engine/core `canAccess`. */
import { canAccess, type Guard, type GuardRecord } from '../../core/permissions';
import { useSession } from '../session/SessionProvider';

/**
 * True when the signed-in principal passes the guard (a missing guard denies); with a record, its
 * record clauses (`teamOf`, `userIs`) are evaluated on it, as the server does for that record (the
 * session's principal carries the user's teams and staff contact, from `GET /api/usuario`).
 */
export function useCanAccess(guard: Guard | undefined, record?: GuardRecord): boolean {
  const { principal } = useSession();
  return canAccess(principal, guard, record);
}
