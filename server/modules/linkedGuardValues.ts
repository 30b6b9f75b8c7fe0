/**
 * The linked values a module's guards and read-only rules read through a link (`teamOf:
 * "cuenta.equipos"`, CRD-19: a card is its account team's; `cuenta.activo`, CRD-18): the linked record's field, read from the database, never from what
 * a request sends, and handed to `canAccess` under the dotted name. The linked record is looked up
 * among the records of the module the link field's kind names (`x-link`), or by id alone when the
 * field links no kind. Empty when the module's guards have no such clause.
 */
import type { Kysely } from 'kysely';
import { linkedGuardFields, type Guard, type GuardRecord } from '../../engine/core/permissions';
import type { RegisteredModule } from '../../engine/core/schemaRegistry';
import { linkedReadOnlyFields, readOnlyRules } from '../../engine/core/form/readOnlyWhen';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import type { Database } from '../db/schema';

/**
 * Record data → the linked values its guards read (`{ 'cuenta.equipos': [...] }`); `from` reads them
 * inside a write's transaction (its authorization, writeAuthorization.ts), else the database.
 */
export type LinkedGuardValues = (datos: Readonly<Record<string, unknown>>, from?: Kysely<Database>) => Promise<GuardRecord>;

/** The resolver of a module's guards, or null when no guard looks through a link. */
export function linkedGuardResolver(
  db: Kysely<Database>,
  appConfig: ScreensConfig,
  module: RegisteredModule,
  guards: ReadonlyArray<Guard | undefined>,
): LinkedGuardValues | null {
  // The guards' clauses through a link, and the read-only rules' (`x-read-only-when` on `cuenta.activo`, CRD-18).
  const named = [...guards.flatMap(linkedGuardFields), ...linkedReadOnlyFields(readOnlyRules(module.schema))];
  const paths = [...new Map(named.map((p) => [p.path, p])).values()];
  if (!paths.length) return null;
  const targetOf = (link: string): string | undefined => {
    const kind = (module.schema.properties[link] as Record<string, unknown> | undefined)?.['x-link'] as { kind?: string } | undefined;
    return kind?.kind ? appConfig.links?.[kind.kind]?.module : undefined;
  };
  return async (datos, from = db) => {
    const values: Record<string, unknown> = {};
    for (const link of new Set(paths.map((p) => p.link))) {
      const id = Number(datos[link]);
      if (!Number.isSafeInteger(id) || id < 1) continue;
      let query = from.selectFrom('records').select('data').where('id', '=', id);
      const target = targetOf(link);
      if (target) query = query.where('module', '=', target);
      const row = await query.executeTakeFirst();
      const data = (row?.data ?? {}) as Record<string, unknown>;
      for (const p of paths) if (p.link === link) values[p.path] = data[p.field];
    }
    return values;
  };
}
