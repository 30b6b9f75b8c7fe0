/**
 * Which module write a request is, for the write hooks (field access, links, combo values) that
 * look at the body before the handler: a create or an update of the module's record, by a user
 * the handler may let through. Users without the module's write guard are refused by the handler
 * itself (403, not the hook's 400); a writer by a record clause (team, preparer: `teamOf`,
 * `userIs`) may pass on the stored record, so their updates are inspected too.
 */
import type { FastifyRequest } from 'fastify';
import { canAccess, mayPassOnRecord, type Guard } from '../../engine/core/permissions';
import type { RequestUser } from '../auth/principal';

export interface ModuleWrite {
  readonly kind: 'create' | 'update';
  readonly user: RequestUser;
}

/** The write `request` makes on the module at `base`, or null when the hooks have nothing to check. */
export function moduleWriteOf(request: FastifyRequest, base: string, writeGuard: Guard): ModuleWrite | null {
  const url = request.routeOptions.url;
  const kind = request.method === 'POST' && url === base ? 'create' : request.method === 'PUT' && url === `${base}/:id` ? 'update' : null;
  const user = request.user;
  if (!kind || !user || user.tokenMode) return null;
  const mayWrite = kind === 'create' ? canAccess(user, writeGuard) : mayPassOnRecord(user, writeGuard);
  return mayWrite ? { kind, user } : null;
}
