/**
 * A short digest of what a user may do (roles, area permissions, teams, account), sent with every
 * API answer as `X-Acceso`: the browser compares it with the one its session was loaded with and,
 * when it differs, reloads its principal, so a permission granted or revoked shows on the user's
 * next request with no new login (decision 148; the server already decides with the new rights).
 */
import { createHash } from 'node:crypto';
import type { RequestUser } from './principal';

/** The response header carrying it. */
export const ACCESS_HEADER = 'x-acceso';

const digests = new WeakMap<RequestUser, string>();

/** The user's digest (computed once per loaded principal: a cached one is the same object). */
export function accessFingerprint(user: RequestUser): string {
  let digest = digests.get(user);
  if (digest === undefined) {
    const rights = {
      roles: [...user.roles].sort(),
      permissions: user.permissions.map((p) => [p.area, p.vigente, p.escritura, Object.keys(p.flags ?? {}).sort()]).sort(),
      teams: [...(user.teams ?? [])].sort(),
      account: user.accountId ?? null,
    };
    digest = createHash('sha256').update(JSON.stringify(rights)).digest('base64url').slice(0, 22);
    digests.set(user, digest);
  }
  return digest;
}
