/**
 * The search index: one narrow `record_search` row per record (module, normalised search text, sort
 * key, vigente, owning account), written by every record write in its own transaction. Lists and
 * link searches filter and sort there and read only the page's records; the JSONB record stays the
 * source of truth, and `checkSearchIndex` compares the two.
 *
 * The search text is `searchTextOf` (buildSearchText of engine/core/searchText.ts, the normaliser the
 * queries use too, plus the visible end of encrypted fields); the sort key is `lower(data->>field)`, computed by the database (its `lower`, as the list
 * sorted before the index existed), from the stored record or from the field's value a write sends.
 */
import { sql, type Kysely, type OperationNodeSource, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { searchTextOf, type SearchedModule } from './searchTextOf';
import { PREPARED, prepared } from '../db/preparedStatements';

/** What the index needs to know of a module (a RegisteredModule has it; `schema`: its encrypted fields' visible ends are searched, searchTextOf). */
export interface IndexedModule extends SearchedModule {
  readonly name: string;
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
  return sql<string | null>`case records.module ${sql.join(
    sorted.map((m) => sql`when ${sql.lit(m.name)} then ${sortKeyOf(m.searchSortField)}`),
    sql` `,
  )} else null end`;
}

/** The columns a records insert returns for `insertIndexed`. */
export const insertedColumns = ['id', 'module', 'vigente', 'owner_account'] as const;

/**
 * What an upsert of an index entry leaves alone: an entry whose every column already holds what the
 * write computed is not rewritten (no new row version, no trigram, sort-key or primary-key entries):
 * most writes change no searched field, no sort field, neither `vigente` nor the owner.
 */
const onlyWhenChanged = sql`where (record_search.module, record_search.search_text, record_search.sort_key, record_search.vigente, record_search.owner_account)
      is distinct from (excluded.module, excluded.search_text, excluded.sort_key, excluded.vigente, excluded.owner_account)`;

/** A record as its index entry sees it: the entry is derived from these and the record's module. */
export interface IndexedState {
  readonly data: Readonly<Record<string, unknown>>;
  readonly vigente: boolean;
  readonly ownerAccount: string | null;
}

/**
 * The sort key of `data` as SQL, computed by the database from the sort field's value sent as JSON:
 * `cast('"Banco X"' as jsonb) #>> '{}'` is the text `data->>field` gives for the same value (a string
 * unquoted, a number as the database prints it, JSON null or an absent field SQL null), so it equals
 * `sortKeyOf` on the stored record, which the check compares with.
 */
function sortKeyValue(module: IndexedModule, data: Readonly<Record<string, unknown>>): RawBuilder<string | null> {
  const value = sortJson(module, data);
  return value === null ? sql<null>`null::text` : sql<string | null>`lower(cast(${value} as jsonb) #>> '{}')`;
}

/** The sort field's value as JSON (null when the module has no sort field); the database's `lower(cast(… as jsonb) #>> '{}')` makes it the sort key. */
export const sortJson = (module: IndexedModule, data: Readonly<Record<string, unknown>>) =>
  module.searchSortField ? JSON.stringify(data[module.searchSortField] ?? null) : null;

/**
 * Whether a record going from `before` to `after` (whose search text is `afterText`) changes what its
 * entry holds: the search text of the searched fields, the sort field's value, vigente or the owner
 * (the module never changes).
 */
function entryChanges(module: IndexedModule, before: IndexedState, after: IndexedState, afterText: string): boolean {
  return (
    before.vigente !== after.vigente ||
    before.ownerAccount !== after.ownerAccount ||
    sortJson(module, before.data) !== sortJson(module, after.data) ||
    searchTextOf(module, before.data) !== afterText
  );
}

/**
 * Runs a records insert (returning `insertedColumns`) and inserts the new record's index entry in
 * the same statement; `data` is the record's data as written. Returns the record's id. A new record
 * has no entry yet, so the entry is a plain insert (no probe of `record_search`).
 *
 * Prepared (server/db/preparedStatements.ts), as every indexed write: planning two tables and their
 * indexes costs more than running the statement on PGlite; its plan does not depend on the values.
 */
export async function insertIndexed(
  trx: Kysely<Database>,
  module: IndexedModule,
  data: Readonly<Record<string, unknown>>,
  insert: OperationNodeSource,
): Promise<number | undefined> {
  const { rows } = await sql<{ record_id: number }>`${sql.raw(PREPARED)}
    with written as (${insert})
    insert into record_search (record_id, module, search_text, sort_key, vigente, owner_account)
    select written.id, written.module, ${searchTextOf(module, data)}::text, ${sortKeyValue(module, data)}, written.vigente, written.owner_account
    from written
    returning record_id`.execute(trx);
  return rows[0] ? Number(rows[0].record_id) : undefined;
}

/**
 * Runs `update`, an update of the locked record `id` (its row lock taken earlier in the transaction,
 * so the update finds it and nobody else writes it or its entry meanwhile), and keeps its index
 * entry in the same transaction (docs/decisions.md 118):
 * - when the write changes nothing the entry holds (`entryChanges`: the usual save, which edits
 *   fields that are not searched), the entry is not touched: `update` runs alone;
 * - otherwise the entry is updated in the same statement, from values computed here (the search text,
 *   the module, vigente and owner the caller knows; the sort key from the sort field's value), by
 *   primary key, and only when it differs; when that updates nothing the entry was missing (drift)
 *   or already held these values, and a second statement inserts it if missing.
 * A missing or stale entry of a record whose write changes nothing the entry holds stays as it is
 * until a write that does, or the check's repair (`npm run check-search-index -- --corregir`).
 */
export async function updateIndexed(
  trx: Kysely<Database>,
  module: IndexedModule,
  id: number,
  before: IndexedState,
  after: IndexedState,
  update: OperationNodeSource,
): Promise<void> {
  const afterText = searchTextOf(module, after.data);
  if (!entryChanges(module, before, after, afterText)) {
    await prepared(update).execute(trx);
    return;
  }
  const entry = sql`${module.name}::text, ${afterText}::text, ${sortKeyValue(module, after.data)}, ${after.vigente}::boolean, ${after.ownerAccount}::text`;
  const { numAffectedRows } = await sql`${sql.raw(PREPARED)}
    with written as (${update})
    update record_search set (module, search_text, sort_key, vigente, owner_account) = (${entry})
    where record_search.record_id = ${id}::bigint
      and (record_search.module, record_search.search_text, record_search.sort_key, record_search.vigente, record_search.owner_account) is distinct from (${entry})`.execute(
    trx,
  );
  if (numAffectedRows === 0n) {
    await sql`${sql.raw(PREPARED)}insert into record_search (record_id, module, search_text, sort_key, vigente, owner_account)
      values (${id}::bigint, ${entry}) on conflict (record_id) do nothing`.execute(trx);
  }
}

/**
 * Writes the index row of record `id` from its stored row (call it after the record's own write, in
 * the same transaction): `data` is the record's data as just written.
 */
export function indexRecord(trx: Kysely<Database>, module: IndexedModule, id: number, data: Readonly<Record<string, unknown>>): Promise<void> {
  return indexRecords(trx, module, [{ id, data }]);
}

/** Writes the index rows of several stored records of one module in one statement. */
export async function indexRecords(
  db: Kysely<Database>,
  module: IndexedModule,
  records: ReadonlyArray<{ readonly id: number; readonly data: Readonly<Record<string, unknown>> }>,
): Promise<void> {
  if (records.length === 0) return;
  const ids = records.map((r) => r.id);
  const texts = records.map((r) => searchTextOf(module, r.data));
  await sql`
    insert into record_search (record_id, module, search_text, sort_key, vigente, owner_account)
    select records.id, records.module, entry.search_text, ${sortKeyOf(module.searchSortField)}, records.vigente, records.owner_account
    from unnest(${ids}::bigint[], ${texts}::text[]) as entry(id, search_text) join records on records.id = entry.id
    on conflict (record_id) do update set module = excluded.module, search_text = excluded.search_text, sort_key = excluded.sort_key,
      vigente = excluded.vigente, owner_account = excluded.owner_account
    ${onlyWhenChanged}`.execute(db);
}
