/**
 * Where a principal's rights are read from besides the identity tables, named by the config and
 * not by the code (decision 159): the teams are the vigente records of the module whose config
 * declares `teams`, a user being a member through their staff contact: the record, of the module
 * the members' link list searches (its `x-link-list.search` kind), whose CRM id is the user's (as
 * server/auth/userContact.ts resolves `userIs`).
 */
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';
import type { ScreensConfig } from '../../engine/core/screenConfig';

export interface TeamSource {
  /** The stored module of the team records. */
  readonly module: string;
  /** Their link-list field of members (staff contacts, by record id). */
  readonly members: string;
  /** The stored module of the staff contacts. */
  readonly staffModule: string;
}

export interface PrincipalSources {
  /** Absent: no module declares the teams (a user belongs to none). */
  readonly teams?: TeamSource;
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

/** The sources of the config's principals. */
export function principalSources(config: ScreensConfig, registry: SchemaRegistry): PrincipalSources {
  const team = teamModuleOf(config);
  const staffModule = team ? searchedModule(config, registry, team.name, team.members) : null;
  return team && staffModule ? { teams: { module: team.name, members: team.members, staffModule } } : {};
}
