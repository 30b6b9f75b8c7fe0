/**
 * One page of a module list, and every record of it in batches (exports). When the search index
 * answers the filters and the sort, the list pages on the narrow index rows and reads only the
 * page's records; otherwise it filters the records themselves, the text search still matched on
 * the index. The statements of the common shapes are compiled once.
 */
import { sql, type CompiledQuery, type Compilable, type Kysely, type OrderByItemBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { isSet, type FilterValue } from '../../engine/core/listFilters';
import type { ModuleListConfig } from '../../engine/core/screenConfig';
import { toRecordDto, type RecordDto, type RecordRow } from './recordDto';
import type { RecordScope } from '../../engine/core/recordScope';
import { readsAtOnce } from '../db/concurrentReads';
import {
  applyFilters,
  indexAnswers,
  indexAnswersFilter,
  indexConditions,
  indexQuery,
  indexQueryOf,
  isLinkFilter,
  searchWords,
  type Filters,
  type IndexCondition,
  type IndexQuery,
} from './listFilterQuery';

export interface ListRequest {
  readonly module: string;
  readonly list: ModuleListConfig;
  readonly values: Readonly<Record<string, unknown>>;
  readonly sort?: { readonly field: string; readonly direction: 'asc' | 'desc' };
  /** The module's search-index sort field (RegisteredModule.searchSortField): sorting by it pages on the index. */
  readonly searchSortField?: string;
  /** The list screen's cap when it declares one (otherwise the module's). */
  readonly cap?: number;
  readonly limit: number;
  readonly offset: number;
  /** The user's record scope: only rows inside it are counted and returned (absent: every row). */
  readonly scope?: RecordScope;
  /**
   * The module's owner field (recordScope.ownerField): the index row carries its value as
   * `owner_account`, so a filter on it (or through it, or over its hierarchy) is answered there.
   */
  readonly ownerField?: string;
}

export interface ListResult {
  readonly rows: RecordDto[];
  readonly total: number;
  readonly capReached: boolean;
}

const recordColumns = [
  'records.id',
  'records.version',
  'records.vigente',
  'records.data',
  'records.id_crm',
  'records.created_at',
  'records.updated_at',
  'creator.nombre as created_by_name',
  'editor.nombre as updated_by_name',
] as const;

export const withNames = (db: Kysely<Database>) =>
  db
    .selectFrom('records')
    .leftJoin('users as creator', 'creator.id', 'records.created_by')
    .leftJoin('users as editor', 'editor.id', 'records.updated_by')
    .select(recordColumns);

function orderExpression(field: string) {
  if (field === 'id' || field === 'vigente' || field === 'version') return sql.ref(`records.${field}`);
  if (field === 'creadoEn') return sql.ref('records.created_at');
  if (field === 'modificadoEn') return sql.ref('records.updated_at');
  // The field is inlined (it comes from the declared sortable list) so the expression index matches.
  return sql`lower(records.data->>${sql.lit(field)})`;
}

/**
 * The index's order for `field` (`id` or the sort key). A text search or an account scope sorts its
 * matches on an expression the sort index does not cover: otherwise PostgreSQL walks the sort index
 * and filters row by row, which for a broad term whose matches sort late read 825,000 rows (24 s)
 * before finding 25 (decision 34). A list without them walks the sort index (the first page of a
 * million rows reads 25).
 */
function indexSortKey(request: Filters, field: string) {
  const text = request.list.filters.some((filter) => filter.kind === 'text' && searchWords(request.values[filter.name] ?? '').length > 0);
  // A filter on the owner or on the record's id is as selective as an account scope.
  const linked = request.list.filters.some(
    (filter) => isLinkFilter(filter) && isSet(request.values[filter.name] as FilterValue) && indexAnswersFilter(filter, request),
  );
  const walk = !text && !linked && request.scope?.kind !== 'account';
  if (field === 'id') return walk ? sql.ref('record_search.record_id') : sql`record_search.record_id + 0`;
  return walk ? sql.ref('record_search.sort_key') : sql`(record_search.sort_key || '')`;
}

type PageRequest = Pick<ListRequest, 'module' | 'list' | 'values' | 'sort' | 'scope' | 'searchSortField' | 'ownerField'>;

/** True when the page is read on the index: sorted by the index's key and filtered only by what the index answers. */
function pagesOnIndex(request: PageRequest): boolean {
  const sort = request.sort ?? request.list.defaultSort;
  const keyed = sort.field === 'id' || (request.searchSortField !== undefined && sort.field === request.searchSortField);
  return keyed && indexAnswers(request);
}

/** The page of `index` (the matching index rows), sorted on the index, joined to its records. */
function indexPageQuery(db: Kysely<Database>, request: PageRequest, index: IndexQuery, limit: unknown, offset: unknown) {
  const sort = request.sort ?? request.list.defaultSort;
  const direction = (ob: OrderByItemBuilder) => (sort.direction === 'desc' ? ob.desc() : ob.asc()).nullsLast();
  const page = index
    .select(['record_search.record_id', 'record_search.sort_key'])
    .orderBy(indexSortKey(request, sort.field), direction)
    .orderBy('record_search.record_id', 'asc')
    .limit(limit as number)
    .offset(offset as number)
    .as('page');
  return db
    .selectFrom(page)
    .innerJoin('records', 'records.id', 'page.record_id')
    .leftJoin('users as creator', 'creator.id', 'records.created_by')
    .leftJoin('users as editor', 'editor.id', 'records.updated_by')
    .select(recordColumns)
    .orderBy(sort.field === 'id' ? 'page.record_id' : 'page.sort_key', direction)
    .orderBy('page.record_id', 'asc');
}

/** One page of the filtered, sorted list: on the index when it answers the filters and the sort, else on the records. */
function pageQuery(db: Kysely<Database>, request: PageRequest, limit: number, offset: number) {
  if (pagesOnIndex(request)) return indexPageQuery(db, request, indexQuery(db, request), limit, offset);
  const sort = request.sort ?? request.list.defaultSort;
  const direction = (ob: OrderByItemBuilder) => (sort.direction === 'desc' ? ob.desc() : ob.asc()).nullsLast();
  return applyFilters(withNames(db), request).orderBy(orderExpression(sort.field), direction).orderBy('records.id', 'asc').limit(limit).offset(offset);
}

/** The capped count of matches: `cap + 1` rows at most are counted. */
function countQuery(db: Kysely<Database>, request: Filters, cap: number) {
  if (indexAnswers(request)) return indexCountQuery(db, indexQuery(db, request), cap + 1);
  return db
    .selectFrom(
      applyFilters(db.selectFrom('records').select(sql.lit(1).as('one')), request)
        .limit(cap + 1)
        .as('matches'),
    )
    .select(sql<number>`count(*)`.as('count'));
}

/** The count of `index` (the matching index rows), `limit` rows at most. */
function indexCountQuery(db: Kysely<Database>, index: IndexQuery, limit: unknown) {
  return db
    .selectFrom(
      index
        .select(sql.lit(1).as('one'))
        .limit(limit as number)
        .as('matches'),
    )
    .select(sql<number>`count(*)`.as('count'));
}

/**
 * Compiled statements by query shape. Building and compiling a list's two queries with Kysely was
 * about 30 % of a short search's JavaScript (docs/benchmarks.md); a list's statements have
 * a few shapes per module (which filters hold a value, how many words the text has, the scope, the
 * sort), so each shape is built and compiled once, with a `Slot` in place of each value, and later
 * requests of that shape only put their values in the slots (server/db/preparedStatements.ts does
 * the same for the record write). Only statements whose every condition is a plain value are cached
 * (the index's words, vigente, owner): a link filter's SQL is built per request as before.
 */
class Slot {
  constructor(readonly index: number) {}
}

interface CachedStatement {
  readonly query: CompiledQuery;
  /** For each parameter of `query`, the index of its value among the values the shape is given. */
  readonly slots: readonly number[];
}

const MAX_CACHED_STATEMENTS = 2000;
const cachedStatements = new Map<string, CachedStatement>();

/**
 * `build`'s statement with `values` in its slots: `build` places the i-th value where it calls
 * `slot()` the i-th time. Built and compiled on the first request of `shape` only.
 */
function statementOfShape(shape: string, values: readonly unknown[], build: (slot: () => Slot) => Compilable): CompiledQuery {
  let cached = cachedStatements.get(shape);
  if (!cached) {
    let slotted = 0;
    const query = build(() => new Slot(slotted++)).compile();
    const slots = query.parameters.map((parameter) => {
      if (!(parameter instanceof Slot)) throw new Error(`Valor fuera de un lugar en la consulta ${shape}`);
      return parameter.index;
    });
    if (slotted !== values.length) throw new Error(`La consulta ${shape} tiene ${slotted} lugares para ${values.length} valores`);
    if (cachedStatements.size >= MAX_CACHED_STATEMENTS) cachedStatements.clear();
    cached = { query, slots };
    cachedStatements.set(shape, cached);
  }
  const { query, slots } = cached;
  return { ...query, parameters: slots.map((index) => values[index]) };
}

/** The values of the index query's conditions, in the order indexQueryOf places them. */
function indexValues(request: Filters, conditions: readonly IndexCondition[]): unknown[] {
  const values: unknown[] = [request.module];
  for (const condition of conditions) if (condition.kind === 'owner' || condition.kind === 'word' || condition.kind === 'vigente') values.push(condition.value);
  return values;
}

/** The shape of the index query's conditions, or undefined when one of them is not a plain value (a link filter). */
function indexShape(request: Filters, conditions: readonly IndexCondition[]): string | undefined {
  if (conditions.some((condition) => condition.kind === 'link')) return undefined;
  return `${request.scope?.kind ?? 'all'}:${conditions.map((condition) => condition.kind).join(',')}`;
}

/** The page's statement, compiled once per shape when the page is read on the index with plain conditions. */
function pageStatement(
  db: Kysely<Database>,
  request: PageRequest,
  conditions: readonly IndexCondition[],
  limit: number,
  offset: number,
): CompiledQuery | Compilable {
  if (!pagesOnIndex(request)) return pageQuery(db, request, limit, offset);
  const shape = indexShape(request, conditions);
  if (shape === undefined) return pageQuery(db, request, limit, offset);
  const sort = request.sort ?? request.list.defaultSort;
  const values = [...indexValues(request, conditions), limit, offset];
  return statementOfShape(`page:${sort.field}:${sort.direction}:${shape}`, values, (slot) =>
    indexPageQuery(db, request, indexQueryOf(db, request, undefined, conditions, slot), slot(), slot()),
  );
}

/** The capped count's statement, compiled once per shape when the index answers it with plain conditions. */
function countStatement(db: Kysely<Database>, request: Filters, conditions: readonly IndexCondition[], cap: number): CompiledQuery | Compilable {
  if (!indexAnswers(request)) return countQuery(db, request, cap);
  const shape = indexShape(request, conditions);
  if (shape === undefined) return countQuery(db, request, cap);
  return statementOfShape(`count:${shape}`, [...indexValues(request, conditions), cap + 1], (slot) =>
    indexCountQuery(db, indexQueryOf(db, request, undefined, conditions, slot), slot()),
  );
}

/**
 * One page of a module list, capped: `total` never exceeds the cap and `capReached` says there are more.
 *
 * The capped count is awaited only when the page cannot tell it: a page shorter than its limit is
 * the last one, so the matches are the rows before it plus its own (a selective search, a short
 * list: most searches). Where the database runs statements at once (PostgreSQL, readsAtOnce) the
 * count starts with the page, on its own connection, and a short page answers without waiting for
 * it; on PGlite, which runs one statement at a time, it starts only after a page that needs it.
 */
export async function listRecords(db: Kysely<Database>, request: ListRequest): Promise<ListResult> {
  const cap = request.cap ?? request.list.cap;
  const limit = Math.max(0, Math.min(request.limit, cap - request.offset));
  const conditions = indexConditions(request);
  const countOf = async () => Number(((await db.executeQuery(countStatement(db, request, conditions, cap))).rows[0] as { count: number | string }).count);
  const counting = readsAtOnce(db) ? countOf() : undefined;
  counting?.catch(() => {}); // awaited below when the page needs it; not an unhandled rejection when it does not
  const rows = limit === 0 ? [] : ((await db.executeQuery(pageStatement(db, request, conditions, limit, request.offset))).rows as RecordRow[]);
  const last = rows.length < limit && (rows.length > 0 || request.offset === 0);
  const count = last ? request.offset + rows.length : await (counting ?? countOf());
  return { rows: rows.map(toRecordDto), total: Math.min(count, cap), capReached: count > cap };
}

/** Every record matching the filters, in list order, fetched in batches (exports stream them). */
export async function* iterateRecords(db: Kysely<Database>, request: PageRequest, options: { batchSize: number; max: number }): AsyncGenerator<RecordDto[]> {
  for (let offset = 0; offset < options.max; offset += options.batchSize) {
    const rows = await pageQuery(db, request, Math.min(options.batchSize, options.max - offset), offset).execute();
    if (rows.length) yield (rows as RecordRow[]).map(toRecordDto);
    if (rows.length < options.batchSize) return;
  }
}
