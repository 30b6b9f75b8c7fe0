/**
 * The lookups' revision (decision 150): a short text that changes whenever any combo value is
 * added, changed or toggled (every write raises the row's `version` and `modificado_en`, migration
 * 0012). The keepalive answers it, so that every open browser learns of a change within one
 * keepalive period and reloads the combos it holds; one aggregate over a small table.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function lookupRevision(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('lookups')
    .select([
      sql<string>`count(*)`.as('filas'),
      sql<string>`coalesce(sum(version), 0)`.as('versiones'),
      sql<string>`coalesce(floor(extract(epoch from max(modificado_en)) * 1000), 0)`.as('ultimo'),
    ])
    .executeTakeFirstOrThrow();
  return `${row.filas}.${row.versiones}.${row.ultimo}`;
}
