/** Loads who a user is (roles, area permissions, teams) on a cache miss of authentication; the cache (principalCache.ts) drops it as soon as a change is heard, so a revoked right stops the next call (ROL-13). */
import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../db/schema';
import type { Principal } from '../../engine/core/permissions';
import type { PrincipalSources } from './principalSources';

export interface RequestUser extends Principal {
  /** The user's display name (`users.nombre`). */
  readonly name: string;
  readonly idCrm: string | null;
  /** True when the user came in with a temporary `?token=` access (SES-10). */
  readonly tokenMode: boolean;
}

/**
 * `sources` (server/auth/principalSources.ts, from the config): the team records; without them the
 * user belongs to no team.
 */
export async function loadPrincipal(db: Kysely<Database>, userId: number, tokenMode = false, sources: PrincipalSources = {}): Promise<RequestUser | null> {
  const teams = sources.teams;
  // One statement (the user and three arrays): it runs on every request, and on PGlite, which
  // serves one statement at a time, four round trips cost four times one.
  const user = await db
    .selectFrom('users')
    .select(['users.id', 'users.username', 'users.nombre', 'users.id_crm', 'users.account_id'])
    .select((eb) => [
      jsonArrayFrom(eb.selectFrom('user_roles').select('user_roles.role').whereRef('user_roles.user_id', '=', 'users.id')).as('roles'),
      jsonArrayFrom(
        eb
          .selectFrom('permissions')
          .select(['permissions.area', 'permissions.vigente', 'permissions.escritura', 'permissions.flags'])
          .whereRef('permissions.user_id', '=', 'users.id'),
      ).as('permissions'),
      // The vigente team records whose members hold the user's staff contact (decision 159, CRD-19).
      jsonArrayFrom(
        eb
          .selectFrom('records as team')
          .innerJoin('records as staff', (join) => join.on('staff.module', '=', teams?.staffModule ?? '').onRef('staff.id_crm', '=', 'users.id_crm'))
          .select('team.id as team_id')
          .where('team.module', '=', teams?.module ?? '')
          .where('team.vigente', '=', true)
          .where(sql<boolean>`team.data -> ${teams?.members ?? ''}::text @> jsonb_build_array(jsonb_build_object('id', staff.id))`),
      ).as('teams'),
    ])
    .where('users.id', '=', userId)
    .where('users.vigente', '=', true)
    .executeTakeFirst();
  if (!user) return null;
  return {
    userId: user.id,
    username: user.username,
    name: user.nombre,
    idCrm: user.id_crm,
    accountId: user.account_id,
    // A temporary token carries none of its owner's rights: the token screens need none (SES-OP04).
    roles: tokenMode ? [] : user.roles.map((r) => r.role),
    permissions: tokenMode ? [] : user.permissions.map((p) => ({ area: p.area, vigente: p.vigente, escritura: p.escritura, flags: p.flags })),
    teams: user.teams.map((t) => t.team_id),
    tokenMode,
  };
}
