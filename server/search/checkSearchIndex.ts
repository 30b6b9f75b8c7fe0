/**
 * Compares the search index with the records it is derived from (`npm run check-search-index`):
 * every record must have exactly the entry its write would have written (module, search text, sort
 * key, vigente, owning account). With `fix`, the drifted entries are rewritten by `indexRecords`,
 * the function the writes use. Entries without a record cannot exist (foreign key, on delete cascade).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { searchTextOf } from './searchTextOf';
import { indexRecords, sortKeyByModule, type IndexedModule } from './searchIndex';

export interface SearchIndexReport {
  /** Records compared. */
  readonly checked: number;
  /** Records without an index entry. */
  readonly missing: readonly number[];
  /** Records whose entry differs from what their write would store. */
  readonly stale: readonly number[];
  /** Entries rewritten (with `fix`). */
  readonly fixed: number;
}

export interface CheckOptions {
  readonly fix: boolean;
  /** Only these records (default: every record). */
  readonly ids?: readonly number[];
  readonly batchSize?: number;
}

interface Compared {
  id: number;
  module: string;
  data: Record<string, unknown>;
  vigente: boolean;
  owner_account: string | null;
  expected_sort: string | null;
  indexed_id: number | null;
  indexed_module: string | null;
  indexed_text: string | null;
  indexed_sort: string | null;
  indexed_vigente: boolean | null;
  indexed_owner: string | null;
}

export async function checkSearchIndex(db: Kysely<Database>, modules: readonly IndexedModule[], options: CheckOptions): Promise<SearchIndexReport> {
  const byName = new Map(modules.map((m) => [m.name, m]));
  // A record of a module no longer registered is indexed with no search text and no sort key.
  const moduleOf = (name: string): IndexedModule => byName.get(name) ?? { name, searchFields: [] };
  const batchSize = options.batchSize ?? 2000;
  const missing: number[] = [];
  const stale: number[] = [];
  let checked = 0;
  let fixed = 0;
  for (let after = 0; ;) {
    const only = options.ids ? sql`and records.id = any(${[...options.ids]}::bigint[])` : sql``;
    const { rows } = await sql<Compared>`
      select records.id, records.module, records.data, records.vigente, records.owner_account, ${sortKeyByModule(modules)} as expected_sort,
             s.record_id as indexed_id, s.module as indexed_module, s.search_text as indexed_text, s.sort_key as indexed_sort,
             s.vigente as indexed_vigente, s.owner_account as indexed_owner
      from records left join record_search s on s.record_id = records.id
      where records.id > ${after} ${only}
      order by records.id limit ${batchSize}`.execute(db);
    if (rows.length === 0) break;
    after = Number(rows[rows.length - 1].id);
    checked += rows.length;
    const drift = new Map<string, Array<{ id: number; data: Record<string, unknown> }>>();
    for (const row of rows) {
      const module = moduleOf(row.module);
      const id = Number(row.id);
      const drifted =
        row.indexed_id === null ||
        row.indexed_module !== row.module ||
        row.indexed_text !== searchTextOf(module, row.data) ||
        row.indexed_sort !== row.expected_sort ||
        row.indexed_vigente !== row.vigente ||
        row.indexed_owner !== row.owner_account;
      if (!drifted) continue;
      (row.indexed_id === null ? missing : stale).push(id);
      if (!drift.has(row.module)) drift.set(row.module, []);
      drift.get(row.module)!.push({ id, data: row.data });
    }
    if (options.fix) {
      for (const [name, records] of drift) {
        await indexRecords(db, moduleOf(name), records);
        fixed += records.length;
      }
    }
    if (rows.length < batchSize) break;
  }
  return { checked, missing, stale, fixed };
}
