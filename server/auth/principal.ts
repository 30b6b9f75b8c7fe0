/**
 * Loads who a user is (roles, area permissions, teams) on a cache miss of authentication; the cache
 * (principalCache.ts) drops it as soon as a change is heard, so a revoked right stops the next call
 * (ROL-13). The area permissions are records of the module the config names (`areaPermissions`,
 * decision 148): those whose person is the user's staff contact (the record the permission links
 * carries the user's CRM id, `users.id_crm`); the teams, the team records listing that contact
 * (decision 159).
 */
import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../db/schema';
import type { AreaPermission, Principal } from '../../engine/core/permissions';
import type { PermissionSource, PrincipalSources } from './principalSources';

export interface RequestUser extends Principal {
  /** The user's display name (`users.nombre`). */
  readonly name: string;
  readonly idCrm: string | null;
  /** True when the user came in with a temporary `?token=` access (SES-10). */
  readonly tokenMode: boolean;
}

/** A stored permission record as the principal reads it: its vigente and data. */
interface PermissionRow {
  readonly vigente: boolean;
  readonly data: Readonly<Record<string, unknown>>;
}

/** A permission record as the guards read it (ROL-10): its area, 'r' when vigente, 'w' with its write field, its flags. */
export function areaPermissionOf(source: Omit<PermissionSource, 'module'>, row: PermissionRow): AreaPermission | null {
  const area = row.data[source.area];
  if (typeof area !== 'string' || !area) return null;
  const flags = Object.fromEntries((source.flags ?? []).filter((flag) => row.data[flag] === true).map((flag) => [flag, true]));
  return { area, vigente: row.vigente === true, escritura: row.data[source.write] === true, flags };
}

/**
 * `sources` (server/auth/principalSources.ts, from the config): the team records and the permission
 * records; without them the user belongs to no team and holds no area permission.
 */
export async function loadPrincipal(db: Kysely<Database>, userId: number, tokenMode = false, sources: PrincipalSources = {}): Promise<RequestUser | null> {
  const teams = sources.teams;
  const source = sources.permissions;
  // One statement (the user and three arrays): it runs on every cache miss, and on PGlite, which
  // serves one statement at a time, four round trips cost four times one.
  const user = await db
    .selectFrom('users')
    .select(['users.id', 'users.username', 'users.nombre', 'users.id_crm', 'users.account_id'])
    .select((eb) => [
      jsonArrayFrom(eb.selectFrom('user_roles').select('user_roles.role').whereRef('user_roles.user_id', '=', 'users.id')).as('roles'),
      // The user's permission records: those whose person (the record id the person field holds) is the staff contact carrying the user's CRM id.
      jsonArrayFrom(
        eb
          .selectFrom('records as held')
          .innerJoin('records as person', (join) =>
            join
              .on(
                sql<boolean>`person.id = case when (held.data ->> ${source?.person ?? ''}) ~ '^[0-9]{1,18}$' then (held.data ->> ${source?.person ?? ''})::bigint end`,
              )
              .on('person.module', '=', source?.staffModule ?? '')
              .onRef('person.id_crm', '=', 'users.id_crm'),
          )
          .select(['held.vigente', 'held.data'])
          .where('held.module', '=', source?.module ?? '')
          .where(sql<boolean>`${source ? sql`true` : sql`false`}`)
          .orderBy('held.id'),
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
  const permissions = source
    ? user.permissions.flatMap((row) => {
        const permission = areaPermissionOf(source, row as PermissionRow);
        return permission ? [permission] : [];
      })
    : [];
  return {
    userId: user.id,
    username: user.username,
    name: user.nombre,
    idCrm: user.id_crm,
    accountId: user.account_id,
    // A temporary token carries none of its owner's rights: the token screens need none (SES-OP04).
    roles: tokenMode ? [] : user.roles.map((r) => r.role),
    permissions: tokenMode ? [] : permissions,
    teams: user.teams.map((t) => t.team_id),
    tokenMode,
  };
}
