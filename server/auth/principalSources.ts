/**
 * Where a principal's rights are read from besides the identity tables, named by the config and
 * not by the code. Both go through the user's staff contact: the record of the company's staff
 * link kind (`company.staffLink`, engine/core/staffContacts.ts, decision 161) whose CRM id is the
 * user's, the same person server/auth/userContact.ts resolves for `userIs`. The teams (decision 159)
 * are the vigente records of the module whose config declares `teams`, a user being a member when
 * their members list holds that contact; the per-area permissions (decision 148) are the records of
 * the module whose config declares `areaPermissions` whose person is that contact.
 */
import type { AreaPermissionsConfig, ScreensConfig } from '../../engine/core/screenConfig';
import { staffContactModule } from '../../engine/core/staffContacts';

export interface TeamSource {
  /** The stored module of the team records. */
  readonly module: string;
  /** Their link-list field of members (staff contacts, by record id). */
  readonly members: string;
  /** The stored module of the staff contacts. */
  readonly staffModule: string;
}

/** The per-area permissions: records of `module`, read through the person each names. */
export interface PermissionSource extends AreaPermissionsConfig {
  /** The stored module (the config module's schema). */
  readonly module: string;
  /** The stored module of the people they name: the staff contacts (engine/core/staffContacts.ts). */
  readonly staffModule: string;
}

export interface PrincipalSources {
  /** Absent: no module declares the teams (a user belongs to none). */
  readonly teams?: TeamSource;
  /** Absent: no module declares the area permissions (a user holds none). */
  readonly permissions?: PermissionSource;
}

/** The team module of the config (the module that declares `teams`); several is a config error. */
export function teamModuleOf(config: ScreensConfig): { readonly name: string; readonly members: string } | null {
  const declaring = Object.entries(config.modules).filter(([, module]) => module.teams);
  if (declaring.length > 1) throw new Error(`Varios módulos declaran los equipos (teams): ${declaring.map(([name]) => name).join(', ')}; deje uno`);
  const [entry] = declaring;
  return entry ? { name: entry[1].schema, members: entry[1].teams!.members } : null;
}

/** The permission module of the config (the module that declares `areaPermissions`); several is a config error; none without staff contacts. */
export function permissionSourceOf(config: ScreensConfig): PermissionSource | undefined {
  const declaring = Object.entries(config.modules).filter(([, module]) => module.areaPermissions);
  if (declaring.length > 1) {
    throw new Error(`Varios módulos declaran los permisos por área (areaPermissions): ${declaring.map(([name]) => name).join(', ')}; deje uno`);
  }
  const [entry] = declaring;
  const staffModule = staffContactModule(config);
  return entry && staffModule ? { ...entry[1].areaPermissions!, module: entry[1].schema, staffModule } : undefined;
}

/** The sources of the config's principals. */
export function principalSources(config: ScreensConfig): PrincipalSources {
  const team = teamModuleOf(config);
  const staffModule = staffContactModule(config);
  const permissions = permissionSourceOf(config);
  return {
    ...(team && staffModule ? { teams: { module: team.name, members: team.members, staffModule } } : {}),
    ...(permissions ? { permissions } : {}),
  };
}
