/**
 * Indexes declared by the config: one expression index per sortable field of each module, so a
 * list sorted by that field walks the index in order and stops after a page instead of sorting
 * every match. Created at start-up (idempotent); adding a sortable field needs no migration.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';
import type { ScreensConfig } from '../../engine/core/screenConfig';

const safeName = /^[A-Za-z][A-Za-z0-9_]{0,40}$/;

/** The index statements the config asks for (names and fields checked: they are inlined in DDL). */
export function moduleIndexStatements(config: ScreensConfig): string[] {
  const statements: string[] = [];
  for (const module of Object.values(config.modules)) {
    const storage = module.schema;
    const fields = new Set([...module.list.sortable, module.list.defaultSort.field]);
    for (const field of fields) {
      if (!safeName.test(storage) || !safeName.test(field) || ['id', 'vigente', 'version', 'creadoEn', 'modificadoEn'].includes(field)) continue;
      const index = `records_${storage}_${field}_orden`.toLowerCase().slice(0, 63);
      statements.push(`CREATE INDEX IF NOT EXISTS ${index} ON records (module, lower(data->>'${field}'), id)`);
    }
  }
  return statements;
}

export async function ensureModuleIndexes(db: Kysely<Database>, config: ScreensConfig): Promise<void> {
  for (const statement of moduleIndexStatements(config)) await sql.raw(statement).execute(db);
}
