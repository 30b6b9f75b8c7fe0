/**
 * Reads of module records: one list query built from the module's declared filters and sorts, get
 * by id, history, existence checks. Text search, the vigente filter, the record scope and the
 * default sort are answered by the search index (server/search/searchIndex.ts): when a list needs
 * nothing else, it pages on the narrow index rows and reads only the page's records; otherwise it
 * filters the records themselves (combo, multi, date range and link filters on the record's data),
 * with the text search still matched on the index.
 */
import { sql, type CompiledQuery, type Compilable, type Kysely, type OrderByItemBuilder, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { normalizeSearchText } from '../../engine/core/searchText';
import { searchWordAsStored } from '../../engine/core/format/freeDocument';
import { filterParams, isSet, isYes, multiValues, type FilterValue } from '../../engine/core/listFilters';
import { systemFields } from '../../engine/core/systemFields';
import type { FilterConfig, ModuleListConfig } from '../../engine/core/screenConfig';
import { toRecordDto, type RecordDto, type RecordRow } from './recordDto';
import type { RecordScope } from '../../engine/core/recordScope';
import type { MatchValue } from '../../engine/core/validators';
import { whereInScope } from './scopeQuery';
import { redactSealed } from '../crypto/fieldCipher';
import { readsAtOnce } from '../db/concurrentReads';

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

type Query = SelectQueryBuilder<Database, 'records', object>;
type IndexQuery = SelectQueryBuilder<Database, 'record_search', object>;
type Filters = Pick<ListRequest, 'module' | 'list' | 'values' | 'scope' | 'ownerField'>;

/** Escapes LIKE wildcards so that user text matches literally. */
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The words of a text filter, normalised as the index stores its text (every word must appear; a document written as the lists show it, as stored). */
const searchWords = (raw: unknown) => normalizeSearchText(String(raw)).split(' ').filter(Boolean).map(searchWordAsStored);

const isVigente = (filter: FilterConfig) => filter.kind !== 'dateRange' && filter.field === 'vigente';

/** The field of this module's record a filter compares: its own `field`, or the link it goes through (`via`). */
const recordField = (filter: FilterConfig) => filter.via?.field ?? filter.field;

/**
 * The ids (as text) of the linked records a link filter's value stands for, or null when it is the
 * value alone: the records a `via` filter's condition picks in the linked module (the accounts of a
 * seller), or the chosen record and every record below it in a `hierarchy` (an account and its
 * child accounts, at any depth, by their `parent` field or the parent's `children` rows) unless the
 * hierarchy's `direct` flag is set. UNION stops at a cycle.
 */
function linkedIds(filter: FilterConfig, raw: FilterValue, values: Filters['values']): RawBuilder<string> | null {
  if (filter.via && filter.field) {
    const { module, field } = { module: filter.via.module, field: filter.field };
    const condition =
      filter.kind === 'boolean' ? sql`coalesce(linked.data->${field} = 'true'::jsonb, false) = ${isYes(raw)}` : sql`linked.data->>${field} = ${String(raw)}`;
    return sql<string>`select linked.id::text from records linked where linked.module = ${module} and ${condition}`;
  }
  const hierarchy = filter.hierarchy;
  if (filter.kind !== 'link' || !hierarchy || !filter.target || (hierarchy.direct && isYes(values[hierarchy.direct] as FilterValue))) return null;
  const children = hierarchy.children
    ? sql`union all
        select (child->>'id')::bigint from records up
        cross join jsonb_array_elements(case when jsonb_typeof(up.data->${hierarchy.children}) = 'array' then up.data->${hierarchy.children} else '[]'::jsonb end) as child
        where up.id = tree.id and up.module = ${filter.target} and child->>'id' ~ '^[0-9]{1,15}$'`
    : sql``;
  return sql<string>`with recursive tree(id) as (
      select ${Number(raw)}::bigint
      union
      select below.id from tree cross join lateral (
        select down.id from records down where down.module = ${filter.target} and down.data->>${hierarchy.parent} = tree.id::text
        ${children}
      ) as below
    ) select tree.id::text from tree`;
}

/**
 * The condition of a link (or `via`) filter on a table's row: the record's own id (`field: "id"`),
 * the owner column when the compared field is the module's owner field (the index row carries it),
 * else the record's data; against the value, or the linked ids it stands for.
 */
function linkCondition(table: 'record_search' | 'records', filter: FilterConfig, raw: FilterValue, request: Filters): RawBuilder<boolean> {
  const field = recordField(filter) ?? '';
  const ids = linkedIds(filter, raw, request.values);
  if (field === 'id') {
    const id = sql.ref(table === 'records' ? 'records.id' : 'record_search.record_id');
    return ids ? sql<boolean>`${id}::text in (${ids})` : sql<boolean>`${id} = ${Number(raw)}`;
  }
  const column = field === request.ownerField ? sql.ref(`${table}.owner_account`) : sql`${sql.ref(`${table}.data`)}->>${field}`;
  return ids ? sql<boolean>`${column} in (${ids})` : sql<boolean>`${column} = ${String(raw)}`;
}

/** True for a filter compared on a linked record's id (a link, or any filter through one). */
const isLinkFilter = (filter: FilterConfig) => filter.kind === 'link' || filter.via !== undefined;

/** True when the index row answers the filter: text, vigente, a flag, a link on the record itself or its owner. */
function indexAnswersFilter(filter: FilterConfig, request: Filters): boolean {
  if (filter.kind === 'text' || filter.kind === 'flag' || isVigente(filter)) return true;
  const field = recordField(filter);
  return isLinkFilter(filter) && (field === 'id' || (field !== undefined && field === request.ownerField));
}

/** True when every filter with a value is answered by the index row alone. */
function indexAnswers(request: Filters): boolean {
  // A token's opportunity is a field of the record, not of the index (COP-OP02).
  if (request.scope?.kind === 'token' && Object.keys(request.scope.match).length) return false;
  return request.list.filters.every((filter) => {
    if (filter.kind === 'dateRange') return filterParams(filter).every((param) => !isSet(request.values[param] as FilterValue));
    return !isSet(request.values[filter.name] as FilterValue) || indexAnswersFilter(filter, request);
  });
}

/** One condition of the index query (indexConditions): the scope, a word of the text, vigente, a link. */
type IndexCondition =
  | { readonly kind: 'nothing' }
  | { readonly kind: 'owner'; readonly value: string }
  | { readonly kind: 'word'; readonly value: string }
  | { readonly kind: 'vigente'; readonly value: boolean }
  | { readonly kind: 'link'; readonly filter: FilterConfig; readonly raw: FilterValue };

/** What the index query of a request filters on, in order: its scope, then each filter with a value the index answers. */
function indexConditions(request: Filters): IndexCondition[] {
  const conditions: IndexCondition[] = [];
  const scope = request.scope;
  if (scope?.kind === 'none') conditions.push({ kind: 'nothing' });
  else if (scope?.kind === 'account' || scope?.kind === 'token') conditions.push({ kind: 'owner', value: scope.account });
  for (const filter of request.list.filters) {
    const raw = request.values[filter.name] as FilterValue;
    if (filter.kind === 'dateRange' || filter.kind === 'flag' || !isSet(raw)) continue;
    if (filter.kind === 'text') {
      for (const word of searchWords(raw)) conditions.push({ kind: 'word', value: likeLiteral(word) });
    } else if (isVigente(filter)) {
      conditions.push({ kind: 'vigente', value: raw === true || raw === 'true' });
    } else if (indexAnswersFilter(filter, request)) {
      conditions.push({ kind: 'link', filter, raw });
    }
  }
  return conditions;
}

/**
 * The index rows of `module` matching `conditions`. `value` gives each compared value its place in
 * the statement: the value itself, or a slot of a cached statement (cachedStatement).
 */
function indexQueryOf(
  db: Kysely<Database>,
  request: Filters,
  module: unknown,
  conditions: readonly IndexCondition[],
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a cached statement's slot stands for a value of any column type
  value: (v: unknown) => any = (v) => v,
): IndexQuery {
  let q = db.selectFrom('record_search').where('record_search.module', '=', value(module));
  for (const condition of conditions) {
    if (condition.kind === 'nothing') q = q.where(sql<boolean>`false`);
    else if (condition.kind === 'owner') q = q.where('record_search.owner_account', '=', value(condition.value));
    else if (condition.kind === 'word') q = q.where('record_search.search_text', 'ilike', value(condition.value));
    else if (condition.kind === 'vigente') q = q.where('record_search.vigente', '=', value(condition.value));
    else q = q.where(linkCondition('record_search', condition.filter, condition.raw, request));
  }
  return q;
}

/** The index rows of the module matching the request's filters the index answers, and the scope. */
function indexQuery(db: Kysely<Database>, request: Filters): IndexQuery {
  return indexQueryOf(db, request, request.module, indexConditions(request));
}

/** Applies the search text (every word must appear, matched on the index) and the declared field filters. */
export function applyFilters(query: Query, request: Filters): Query {
  let q = whereInScope(query.where('records.module', '=', request.module), request.scope);
  for (const filter of request.list.filters) {
    const raw = request.values[filter.name] as FilterValue;
    if (filter.kind === 'dateRange' && filter.field) {
      // Dates (and date-times, by their day) compare as ISO text: yyyy-MM-dd sorts chronologically.
      const day = sql<string>`left(records.data->>${filter.field}, 10)`;
      const [desde, hasta] = filterParams(filter).map((param) => request.values[param] as FilterValue);
      if (isSet(desde)) q = q.where(day, '>=', String(desde));
      if (isSet(hasta)) q = q.where(day, '<=', String(hasta));
      continue;
    }
    if (!isSet(raw) || filter.kind === 'flag') continue;
    if (filter.kind === 'text') {
      const words = searchWords(raw);
      if (words.length === 0) continue;
      q = q.where('records.id', 'in', (eb) => {
        let matches = eb.selectFrom('record_search').select('record_search.record_id').where('record_search.module', '=', request.module);
        for (const word of words) matches = matches.where('record_search.search_text', 'ilike', likeLiteral(word));
        return matches;
      });
    } else if (isVigente(filter)) {
      q = q.where('records.vigente', '=', raw === true || raw === 'true');
    } else if (isLinkFilter(filter)) {
      q = q.where(linkCondition('records', filter, raw, request));
    } else if (filter.kind === 'multi' && filter.field) {
      q = q.where(sql`records.data->>${filter.field}`, 'in', multiValues(raw));
    } else if (filter.kind === 'boolean' && filter.field) {
      // An unset (or non-boolean) field counts as false; compared as JSON, so no value can fail a cast.
      q = q.where(sql`coalesce(records.data->${filter.field} = 'true'::jsonb, false)`, '=', raw === true || raw === 'true');
    } else if (filter.field) {
      q = q.where(sql`records.data->>${filter.field}`, '=', String(raw));
    }
  }
  return q;
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

const withNames = (db: Kysely<Database>) =>
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
 * about 30 % of a short search's JavaScript (docs/benchmarks.md, issue 11); a list's statements have
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

/** One record by id; outside the user's `scope` it reads as missing (a scoped user cannot tell it exists). */
export async function getRecord(db: Kysely<Database>, module: string, id: number, scope?: RecordScope): Promise<RecordDto | null> {
  const row = await whereInScope(withNames(db).where('records.module', '=', module).where('records.id', '=', id), scope).executeTakeFirst();
  return row ? toRecordDto(row as RecordRow) : null;
}

/** True when another record of the module has this value in `field` (case and accent insensitive). */
export async function valueExists(db: Kysely<Database>, module: string, field: string, value: string, excludeId?: number): Promise<boolean> {
  let q = db
    .selectFrom('records')
    .select('records.id')
    .where('records.module', '=', module)
    .where(sql`lower(records.data->>${field})`, '=', value.trim().toLowerCase());
  if (excludeId !== undefined) q = q.where('records.id', '!=', excludeId);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * True when a vigente record of `module` other than `excludeId`, in `scope`, holds every value of
 * `values` and not every value of `unless` (the `existsMatching` port): JSONB containment, so a
 * number matches a number and a code its text.
 */
export async function recordMatches(
  db: Kysely<Database>,
  module: string,
  values: Readonly<Record<string, MatchValue>>,
  options: { excludeId?: number; unless?: Readonly<Record<string, MatchValue>>; scope?: RecordScope } = {},
): Promise<boolean> {
  let q = db
    .selectFrom('records')
    .select('records.id')
    .where('records.module', '=', module)
    .where('records.vigente', '=', true)
    .where(sql<boolean>`records.data @> ${JSON.stringify(values)}::jsonb`);
  if (options.unless && Object.keys(options.unless).length) q = q.where(sql<boolean>`not (records.data @> ${JSON.stringify(options.unless)}::jsonb)`);
  if (options.excludeId !== undefined) q = q.where('records.id', '!=', options.excludeId);
  return (await whereInScope(q, options.scope).limit(1).executeTakeFirst()) !== undefined;
}

// Encrypted fields' values in a change are sealed in the table and redacted in the answer (x-encrypted).
export type HistoryEntry = {
  readonly version: number;
  readonly accion: 'alta' | 'modificacion' | 'vigencia';
  readonly fecha: string;
  readonly usuario: string;
  readonly cambios: Array<{ campo: string; etiqueta: string; antes: unknown; despues: unknown }>;
};

export async function recordHistory(db: Kysely<Database>, module: string, id: number, labels: Readonly<Record<string, string>>): Promise<HistoryEntry[]> {
  const rows = await db
    .selectFrom('record_history')
    .selectAll()
    .where('module', '=', module)
    .where('record_id', '=', id)
    .orderBy('version', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const systemLabels: Record<string, string> = { vigente: 'Vigente' };
  return rows.map((row) => ({
    version: row.version,
    accion: row.action,
    fecha: new Date(row.changed_at).toISOString(),
    usuario: row.changed_by_name,
    cambios: redactSealed(row.changes).map((c) => ({ ...c, etiqueta: labels[c.campo] ?? systemLabels[c.campo] ?? c.campo })),
  }));
}

export { systemFields };
