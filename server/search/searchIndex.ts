/**
 * The search index: one narrow `record_search` row per record (module, normalised search text, sort
 * key, vigente, owning account), written by every record write in its own transaction. Lists and
 * link searches filter and sort there and read only the page's records; the JSONB record stays the
 * source of truth, and `checkSearchIndex` compares the two.
 *
 * The search text is `buildSearchText` (engine/core/searchText.ts), the normaliser the queries use
 * too; the sort key is `lower(data->>field)`, computed by the database from the stored record, as
 * the list sorted before the index existed.
 */
import { sql, type Kysely, type OperationNodeSource, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { buildSearchText } from '../../engine/core/searchText';
import { PREPARED } from '../db/preparedStatements';

/** What the index needs to know of a module (a RegisteredModule has it). */
export interface IndexedModule {
  readonly name: string;
  readonly searchFields: readonly string[];
  readonly searchSortField?: string;
}

/** The sort key of a `records` row (or of `table`, a row of it) for `field`, as SQL (no field: null). */
export function sortKeyOf(field: string | undefined, table = 'records'): RawBuilder<string | null> {
  return field ? sql<string | null>`lower(${sql.table(table)}.data->>${sql.lit(field)})` : sql<null>`null::text`;
}

/** The sort key of any `records` row by its module (modules without a sort field: null). */
export function sortKeyByModule(modules: readonly IndexedModule[]): RawBuilder<string | null> {
  const sorted = modules.filter((m) => m.searchSortField);
  if (sorted.length === 0) return sql<null>`null::text`;
  return sql<string | null>`case records.module ${sql.join(sorted.map((m) => sql`when ${sql.lit(m.name)} then ${sortKeyOf(m.searchSortField)}`), sql` `)} else null end`;
}

/** The columns a records write returns for `writeIndexed`. */
export const indexedColumns = ['id', 'module', 'data', 'vigente', 'owner_account'] as const;

/**
 * What an upsert of an index entry leaves alone: an entry whose every column already holds what the
 * write computed is not rewritten (no new row version, no trigram, sort-key or primary-key entries):
 * most writes change no searched field, no sort field, neither `vigente` nor the owner.
 */
const onlyWhenChanged = sql`where (record_search.module, record_search.search_text, record_search.sort_key, record_search.vigente, record_search.owner_account)
      is distinct from (excluded.module, excluded.search_text, excluded.sort_key, excluded.vigente, excluded.owner_account)`;

/**
 * Runs a records insert or update (returning `indexedColumns`) and writes the written row's index
 * entry in the same statement; `data` is the record's data as written. Returns the record's id
 * (undefined when the write matched no row).
 *
 * The entry is updated in place when it exists and differs, left alone when it already holds the
 * same values, and inserted when it is missing (a new record, or drift). Not `insert … on conflict
 * do update`: that locks the existing entry (a WAL record and a dirtied page) before deciding, even
 * when it then changes nothing. Two writers of one record cannot race here: the record's own write
 * (`written`) holds its row lock until the transaction ends.
 *
 * The statement is prepared (server/db/preparedStatements.ts): planning it, two tables and their
 * indexes, cost more than running it on PGlite; its plan does not depend on the values (one row by id).
 */
export async function writeIndexed(trx: Kysely<Database>, module: IndexedModule, data: Readonly<Record<string, unknown>>, write: OperationNodeSource): Promise<number | undefined> {
  const { rows } = await sql<{ record_id: number }>`${sql.raw(PREPARED)}
    with written as (${write}),
    entry as (
      select written.id, written.module, ${buildSearchText(data, module.searchFields)}::text as search_text,
        ${sortKeyOf(module.searchSortField, 'written')} as sort_key, written.vigente, written.owner_account
      from written),
    updated as (
      update record_search set module = entry.module, search_text = entry.search_text, sort_key = entry.sort_key,
        vigente = entry.vigente, owner_account = entry.owner_account
      from entry
      where record_search.record_id = entry.id
        and (record_search.module, record_search.search_text, record_search.sort_key, record_search.vigente, record_search.owner_account)
          is distinct from (entry.module, entry.search_text, entry.sort_key, entry.vigente, entry.owner_account)),
    inserted as (
      insert into record_search (record_id, module, search_text, sort_key, vigente, owner_account)
      select entry.id, entry.module, entry.search_text, entry.sort_key, entry.vigente, entry.owner_account
      from entry
      where not exists (select 1 from record_search present where present.record_id = entry.id))
    select written.id as record_id from written`.execute(trx);
  return rows[0] ? Number(rows[0].record_id) : undefined;
}

/**
 * Writes the index row of record `id` from its stored row (call it after the record's own write, in
 * the same transaction): `data` is the record's data as just written.
 */
export function indexRecord(trx: Kysely<Database>, module: IndexedModule, id: number, data: Readonly<Record<string, unknown>>): Promise<void> {
  return indexRecords(trx, module, [{ id, data }]);
}

/** Writes the index rows of several stored records of one module in one statement. */
export async function indexRecords(db: Kysely<Database>, module: IndexedModule, records: ReadonlyArray<{ readonly id: number; readonly data: Readonly<Record<string, unknown>> }>): Promise<void> {
  if (records.length === 0) return;
  const ids = records.map((r) => r.id);
  const texts = records.map((r) => buildSearchText(r.data, module.searchFields));
  await sql`
    insert into record_search (record_id, module, search_text, sort_key, vigente, owner_account)
    select records.id, records.module, entry.search_text, ${sortKeyOf(module.searchSortField)}, records.vigente, records.owner_account
    from unnest(${ids}::bigint[], ${texts}::text[]) as entry(id, search_text) join records on records.id = entry.id
    on conflict (record_id) do update set module = excluded.module, search_text = excluded.search_text, sort_key = excluded.sort_key,
      vigente = excluded.vigente, owner_account = excluded.owner_account
    ${onlyWhenChanged}`.execute(db);
}
