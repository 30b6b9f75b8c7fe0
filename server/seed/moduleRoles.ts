/**
 * What the config says a module's records are besides records (decision 159), written at every
 * start into `module_roles`, which the database's trigger on `records` reads (migration 0017): the
 * teams (`teams`: a write of one empties the cached principals) and the options of a combo
 * (`feedsCombo`). The combo's options are then rebuilt from the records, so that a role declared
 * after its records were written (or changed since) holds at once; an option whose record is gone
 * is no longer vigente.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import type { Database } from '../db/schema';

export interface ModuleRole {
  readonly module: string;
  readonly grants_access: boolean;
  readonly combo: string | null;
  readonly combo_label: string | null;
}

/** The roles the config declares, by stored module. */
export function moduleRolesOf(config: ScreensConfig): ModuleRole[] {
  return Object.values(config.modules)
    .filter((module) => module.teams || module.areaPermissions || module.feedsCombo)
    .map((module) => ({
      module: module.schema,
      // The teams and the per-area permissions (decision 148): a write of one changes someone's rights.
      grants_access: !!module.teams || !!module.areaPermissions,
      combo: module.feedsCombo?.combo ?? null,
      combo_label: module.feedsCombo?.label ?? null,
    }));
}

/** Replaces the stored roles with the config's and rebuilds the fed combos' options from the records. */
export async function syncModuleRoles(db: Kysely<Database> | Transaction<Database>, config: ScreensConfig): Promise<void> {
  const roles = moduleRolesOf(config);
  await db.deleteFrom('module_roles').execute();
  if (roles.length) await db.insertInto('module_roles').values(roles).execute();
  for (const role of roles) {
    if (!role.combo || !role.combo_label) continue;
    await sql`
      insert into lookups (combo, codigo, descripcion, vigente, orden, extra)
      select ${role.combo}, id::text, coalesce(data->>${role.combo_label}, ''), vigente, 0, '{}'::jsonb from records where module = ${role.module}
      on conflict (combo, codigo) do update set descripcion = excluded.descripcion, vigente = excluded.vigente`.execute(db);
    await sql`
      update lookups set vigente = false
      where combo = ${role.combo} and vigente and codigo not in (select id::text from records where module = ${role.module})`.execute(db);
  }
}
