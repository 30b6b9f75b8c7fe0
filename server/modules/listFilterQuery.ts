/**
 * The SQL of a module list's filters: the search text, vigente, the record scope and the owner or
 * link filters the search index answers (server/search/searchIndex.ts), and every declared filter
 * applied to the records themselves (combo, multi, date range and link filters on the record's data).
 */
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { normalizeSearchText } from '../../engine/core/searchText';
import { searchWordAsStored } from '../../engine/core/format/freeDocument';
import { filterNumber, filterParams, isRangeFilter, isSet, isYes, multiValues, type FilterValue } from '../../engine/core/listFilters';
import type { FilterConfig } from '../../engine/core/screenConfig';
import { whereInScope } from './scopeQuery';
import type { ListRequest } from './listRecords';

export type Query = SelectQueryBuilder<Database, 'records', object>;
export type IndexQuery = SelectQueryBuilder<Database, 'record_search', object>;
export type Filters = Pick<ListRequest, 'module' | 'list' | 'values' | 'scope' | 'ownerField'>;

/** Escapes LIKE wildcards so that user text matches literally. */
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The words of a text filter, normalised as the index stores its text (every word must appear; a document written as the lists show it, as stored). */
export const searchWords = (raw: unknown) => normalizeSearchText(String(raw)).split(' ').filter(Boolean).map(searchWordAsStored);

const isVigente = (filter: FilterConfig) => !isRangeFilter(filter) && filter.field === 'vigente';

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
export const isLinkFilter = (filter: FilterConfig) => filter.kind === 'link' || filter.via !== undefined;

/** True when the index row answers the filter: text, vigente, a flag, a link on the record itself or its owner. */
export function indexAnswersFilter(filter: FilterConfig, request: Filters): boolean {
  if (filter.kind === 'text' || filter.kind === 'flag' || isVigente(filter)) return true;
  const field = recordField(filter);
  return isLinkFilter(filter) && (field === 'id' || (field !== undefined && field === request.ownerField));
}

/** True when every filter with a value is answered by the index row alone. */
export function indexAnswers(request: Filters): boolean {
  // A token's opportunity is a field of the record, not of the index (COP-OP02).
  if (request.scope?.kind === 'token' && Object.keys(request.scope.match).length) return false;
  return request.list.filters.every((filter) => {
    if (isRangeFilter(filter)) return filterParams(filter).every((param) => !isSet(request.values[param] as FilterValue));
    return !isSet(request.values[filter.name] as FilterValue) || indexAnswersFilter(filter, request);
  });
}

/** One condition of the index query (indexConditions): the scope, a word of the text, vigente, a link. */
export type IndexCondition =
  | { readonly kind: 'nothing' }
  | { readonly kind: 'owner'; readonly value: string }
  | { readonly kind: 'word'; readonly value: string }
  | { readonly kind: 'vigente'; readonly value: boolean }
  | { readonly kind: 'link'; readonly filter: FilterConfig; readonly raw: FilterValue };

/** What the index query of a request filters on, in order: its scope, then each filter with a value the index answers. */
export function indexConditions(request: Filters): IndexCondition[] {
  const conditions: IndexCondition[] = [];
  const scope = request.scope;
  if (scope?.kind === 'none') conditions.push({ kind: 'nothing' });
  else if (scope?.kind === 'account' || scope?.kind === 'token') conditions.push({ kind: 'owner', value: scope.account });
  for (const filter of request.list.filters) {
    const raw = request.values[filter.name] as FilterValue;
    if (isRangeFilter(filter) || filter.kind === 'flag' || !isSet(raw)) continue;
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
export function indexQueryOf(
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
export function indexQuery(db: Kysely<Database>, request: Filters): IndexQuery {
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
    if (filter.kind === 'numberRange' && filter.field) {
      // Only a JSON number is cast, so a text or an empty value in the field never fails the query: it matches no range.
      const number = sql<number>`(case when jsonb_typeof(records.data->${filter.field}) = 'number' then (records.data->>${filter.field})::numeric end)`;
      const [desde, hasta] = filterParams(filter).map((param) => filterNumber(request.values[param] as FilterValue));
      if (desde !== null) q = q.where(number, '>=', desde);
      if (hasta !== null) q = q.where(number, '<=', hasta);
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
