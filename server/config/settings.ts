/**
 * Back-office settings the spec leaves to the back end, given to every guard through the principal
 * (`Principal.settings`) and told to the browser with the user's session (`GET /api/usuario`,
 * `ajustes`): the agency team of the agency-data section (ACC-41, ACC-OP14) and the default logo
 * identifier (ACC-40, ACC-OP18, CST-42). No id is written in the code: `EQUIPO_AGENCIAS` is a
 * team id (a record of the team module, decision 159); unset, the demo team `Equipo Agencias` when
 * the demo data created it, else none (the section is then shown to nobody). `LOGO_PREDETERMINADO` is the identifier `logos/{id}` serves
 * for an account without a logo: an uploaded logo's file id, or the built-in logo.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isPositiveIdText } from '../../engine/core/positiveId';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { teamModuleOf } from '../auth/principalSources';

/** The built-in default logo's identifier (served from server/cuentas/logoPredeterminado.svg). */
export const BUILT_IN_LOGO = 'predeterminado';

/** The demo team that is the agency team when `EQUIPO_AGENCIAS` is unset (the team module's demo teams, schemas/equipotrabajo/demoStaff.ts). */
export const DEMO_AGENCY_TEAM = 'Equipo Agencias';

export interface BackOfficeSettings {
  /** The team whose company accounts carry the agency-data section (ACC-41); null: none. */
  readonly equipoAgencias: number | null;
  /** The logo identifier of an account without one (ACC-40). */
  readonly logoPredeterminado: string;
}

/** The settings from the environment (and, for the agency team, the demo team of the config's team module when unset). */
export async function resolveSettings(db: Kysely<Database>, config: ScreensConfig, env: NodeJS.ProcessEnv = process.env): Promise<BackOfficeSettings> {
  const logo = env.LOGO_PREDETERMINADO?.trim() || BUILT_IN_LOGO;
  if (!/^[A-Za-z0-9-]{1,64}$/.test(logo)) throw new Error(`LOGO_PREDETERMINADO inválido: ${env.LOGO_PREDETERMINADO}`);
  const given = env.EQUIPO_AGENCIAS?.trim();
  if (given) {
    if (!isPositiveIdText(given)) throw new Error(`EQUIPO_AGENCIAS inválido (debe ser el id de un equipo): ${env.EQUIPO_AGENCIAS}`);
    return { equipoAgencias: Number(given), logoPredeterminado: logo };
  }
  const teams = teamModuleOf(config);
  const demoTeam = teams
    ? await db
        .selectFrom('records')
        .select('id')
        .where('module', '=', teams.name)
        .where(sql<boolean>`data->>'nombre' = ${DEMO_AGENCY_TEAM}`)
        .orderBy('id')
        .executeTakeFirst()
    : undefined;
  return { equipoAgencias: demoTeam ? Number(demoTeam.id) : null, logoPredeterminado: logo };
}
