/**
 * Where a principal's rights are read from besides the identity tables, named by the config and
 * not by the code. The teams (decision 159) are the vigente records of the module whose config
 * declares `teams`, a user being a member through their staff contact: the record, of the module
 * the members' link list searches (its `x-link-list.search` kind), whose CRM id is the user's (as
 * server/auth/userContact.ts resolves `userIs`). The per-area permissions (decision 148) are the
 * records of the module whose config declares `areaPermissions`, through the person each names.
 */
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';
import type { AreaPermissionsConfig, ScreensConfig } from '../../engine/core/screenConfig';

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

/** The stored module of the records a link list of `module` searches (its kind's module), or null. */
function searchedModule(config: ScreensConfig, registry: SchemaRegistry, module: string, field: string): string | null {
  const property = registry.has(module) ? (registry.get(module).schema.properties[field] as { 'x-link-list'?: { search?: string } } | undefined) : undefined;
  const kind = property?.['x-link-list']?.search;
  const target = kind ? config.links?.[kind]?.module : undefined;
  return target ? (config.modules[target]?.schema ?? null) : null;
}

/** The permission module of the config (the module that declares `areaPermissions`); several is a config error. */
export function permissionSourceOf(config: ScreensConfig): PermissionSource | undefined {
  const declaring = Object.entries(config.modules).filter(([, module]) => module.areaPermissions);
  if (declaring.length > 1) {
    throw new Error(`Varios módulos declaran los permisos por área (areaPermissions): ${declaring.map(([name]) => name).join(', ')}; deje uno`);
  }
  const [entry] = declaring;
  return entry ? { ...entry[1].areaPermissions!, module: entry[1].schema } : undefined;
}

/** The stored module of the people a permission names (its person field's link kind's module), or null. */
export function permissionPersonModule(config: ScreensConfig, registry: SchemaRegistry, source: PermissionSource): string | null {
  const property = registry.has(source.module)
    ? (registry.get(source.module).schema.properties[source.person] as { 'x-link'?: { kind?: string } } | undefined)
    : undefined;
  const kind = property?.['x-link']?.kind;
  const target = kind ? config.links?.[kind]?.module : undefined;
  return target ? (config.modules[target]?.schema ?? null) : null;
}

/** The sources of the config's principals. */
export function principalSources(config: ScreensConfig, registry: SchemaRegistry): PrincipalSources {
  const team = teamModuleOf(config);
  const staffModule = team ? searchedModule(config, registry, team.name, team.members) : null;
  const permissions = permissionSourceOf(config);
  return {
    ...(team && staffModule ? { teams: { module: team.name, members: team.members, staffModule } } : {}),
    ...(permissions ? { permissions } : {}),
  };
}
