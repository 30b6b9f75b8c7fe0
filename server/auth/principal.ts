/** Loads who a user is for every request (roles, area permissions, teams): nothing is cached, so a revoked right stops the next call (ROL-13). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Principal } from '../../engine/core/permissions';

export interface RequestUser extends Principal {
  /** The user's display name (`users.nombre`). */
  readonly name: string;
  readonly idCrm: string | null;
  /** True when the user came in with a temporary `?token=` access (SES-10). */
  readonly tokenMode: boolean;
}

export async function loadPrincipal(db: Kysely<Database>, userId: number, tokenMode = false): Promise<RequestUser | null> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).where('vigente', '=', true).executeTakeFirst();
  if (!user) return null;
  const [roles, permissions, teams] = await Promise.all([
    db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute(),
    db.selectFrom('permissions').select(['area', 'vigente', 'escritura', 'flags']).where('user_id', '=', userId).execute(),
    db.selectFrom('team_members').select('team_id').where('user_id', '=', userId).execute(),
  ]);
  return {
    userId: user.id,
    username: user.username,
    name: user.nombre,
    idCrm: user.id_crm,
    accountId: user.account_id,
    // A temporary token carries none of its owner's rights: the token screens need none (SES-OP04).
    roles: tokenMode ? [] : roles.map((r) => r.role),
    permissions: tokenMode ? [] : permissions.map((p) => ({ area: p.area, vigente: p.vigente, escritura: p.escritura, flags: p.flags })),
    teams: teams.map((t) => t.team_id),
    tokenMode,
  };
}
