/**
 * Headless controller of a list screen: the list state lives in the URL (listStateFromSearch), a
 * text search is checked (minimum length, SHR-15) before it runs, sorting and paging are
 * server-side (`orden`/`dir`, `limit`/`offset`), failures notify the screen's (or module's) search
 * error (BNK-07, SHR-10), with `error #ATGRL01` when the answer is not a list page (SHR-OP04). The API is told the screen (`pantalla`) so that the screen's own cap applies;
 * a URL whose filters break a rule (e.g. none when one is required) is not searched.
 */
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from '../router/Router';
import { capWarning } from '../../core/listCap';
import { isScopedUser, listPageParams } from '../../core/listScreenCall';
import { listRulesFor } from '../../core/scopedList';
import { checkListFilters, isSet, shownFilters, type FilterProblem, type FilterValue } from '../../core/listFilters';
import { mayPassOnSomeRecord } from '../../core/permissions';
import { listFilterRecord, passesOnFilteredList } from '../../core/routeScreens/listFilterRecord';
import { listQueryParams, listStateFromSearch, listStateToSearch, nextSort, pageCount, type ListState } from '../../core/listQuery';
import { displayLocaleNumber } from '../../core/localeNumber';
import { t } from '../../core/messages';
import type { FormScreenConfig, ListScreenConfig } from '../../core/screenConfig';
import { useEngine, useModule } from '../engine/EngineProvider';
import { useModuleList } from '../data/useModuleList';
import { useModuleRecord } from '../data/useModuleRecord';
import type { ListResponse } from '../data/types';
import { isApiError } from '../api/ApiError';
import { useLoadFailureNotice } from '../notifications/useFailureNotice';
import { useNotify } from '../notifications/useNotify';
import { useSession } from '../session/SessionProvider';

/**
 * State and actions of a list screen. With `recordId` (the screen's `recordPath`, ACC-02) the list
 * is the search by that record's id: the record read by id (same guards and scope as any read),
 * its row selected; a new search leaves for the plain list with its filters.
 */
export function useListController(screen: ListScreenConfig, recordId?: number) {
  const { config } = useEngine();
  const { config: moduleConfig, module } = useModule(screen.module);
  const { principal } = useSession();
  // A user under the record scope (external agency user) on a `scoped` screen: no filter required, the scoped cap (CON-37, CON-40).
  const scoped = isScopedUser(principal, moduleConfig);
  const rules = useMemo(() => listRulesFor(moduleConfig.list, screen, scoped), [moduleConfig.list, screen, scoped]);
  const list = rules.list;
  const [searchParams, setSearchParams] = useSearchParams();
  // A screen's fixed filters win over the URL's: the screen lists one kind of record (fixedFilters).
  const state = useMemo(
    () => listStateFromSearch(list, screen.pageSize, { ...Object.fromEntries(searchParams), ...screen.fixedFilters }),
    [list, screen.pageSize, searchParams, screen.fixedFilters],
  );
  const [drafts, setDrafts] = useState<Record<string, string>>(() =>
    Object.fromEntries(list.filters.filter((f) => f.kind === 'text').map((f) => [f.name, String(state.filters[f.name] ?? '')])),
  );
  const [problem, setProblem] = useState<FilterProblem | null>(null);
  // The screen's fixed filters are sent with every search but are not the filter a list may require (CON-OP03).
  const fixed = useMemo(() => screen.fixedFilters ?? {}, [screen.fixedFilters]);
  const atRecord = recordId !== undefined;
  // At a record the search is its id: no other filter is asked for.
  const blocked = useMemo(() => (atRecord ? null : checkListFilters(list, state.filters, fixed)), [atRecord, list, state.filters, fixed]);
  // The same call as the entry's early one for the first screen (engine/core/listScreenCall.ts).
  const listed = useModuleList(screen.module, listPageParams(list, state, screen), blocked === null && !atRecord);
  const one = useModuleRecord(screen.module, recordId);
  // A record that is not there (or not the user's to see) is a search with no result, not a failure.
  const missing = atRecord && one.isError && isApiError(one.error, 404);
  const query = atRecord ? one : listed;
  const failed = query.isError && !missing;
  const data: ListResponse | undefined = atRecord
    ? one.data || missing
      ? { datos: one.data ? [one.data] : [], total: one.data ? 1 : 0, extras: { cap: rules.cap.cap, capReached: false } }
      : undefined
    : listed.data;
  const { success, warning } = useNotify();
  const navigate = useNavigate();
  const searchError = screen.searchErrorMessage ?? moduleConfig.messages.listError;
  const searchFailure = useLoadFailureNotice(failed, query.error, t(searchError), query.errorUpdateCount);

  // SHR-10 / SHR-OP05: a success notice with the count after each search, where the screen asks for it.
  const total = data?.total;
  useEffect(() => {
    if (screen.countNotice && query.isSuccess && !query.isPlaceholderData && total !== undefined)
      success(total === 1 ? t('search.countOne') : t('search.count', { count: displayLocaleNumber(total) }));
  }, [screen.countNotice, query.isSuccess, query.isPlaceholderData, query.dataUpdatedAt, total, success]);

  const apply = (next: ListState) =>
    atRecord
      ? navigate({ pathname: screen.path, search: `?${new URLSearchParams(listStateToSearch(list, next))}` })
      : setSearchParams(listStateToSearch(list, next));
  const form = screen.form ? config.screens.find((s): s is FormScreenConfig => s.id === screen.form && s.kind === 'form') : undefined;

  // CON-38: a scoped user with no records at all (nothing typed) is taken to a new record with the screen's note.
  const emptyMessage = scoped ? screen.scoped?.emptyMessage : undefined;
  const unfiltered = !Object.entries(state.filters).some(([name, value]) => !(name in fixed) && isSet(value));
  const nothingYet = emptyMessage !== undefined && form !== undefined && unfiltered && query.isSuccess && !query.isPlaceholderData && data?.total === 0;
  useEffect(() => {
    if (!nothingYet || !emptyMessage || !form) return;
    warning(t(emptyMessage));
    navigate(form.paths.create, { replace: true });
  }, [nothingYet, emptyMessage, form, navigate, warning]);

  // SHR-06, ACC-14: a rule of no filter in particular (at least one filter) is a warning notification,
  // shown once, when the user searches; a filter's own problem is said under that filter.
  const showProblem = (found: FilterProblem | null) => {
    if (found && !found.filter) {
      warning(t(found.key, found.args ?? {}));
      setProblem(null);
    } else setProblem(found);
  };

  // Who may create here: the write guard, or its record clauses judged on the fields the screen fixes (ADM-OP01).
  const mayCreate = useMemo(
    () => passesOnFilteredList(principal, moduleConfig.access.write, listFilterRecord(list.filters, fixed)),
    [principal, moduleConfig.access.write, list.filters, fixed],
  );

  return {
    screen,
    list,
    /** "Nuevo" is offered (the module's write guard, on the records this screen lists). */
    mayCreate,
    /** The filters the user sets (the screen's fixed ones and the API-only `hidden` ones are not shown). */
    shownFilters: shownFilters(list.filters, (m) => mayPassOnSomeRecord(principal, config.modules[m]?.access.read)).filter(
      (f) => !(screen.fixedFilters && f.name in screen.fixedFilters),
    ),
    moduleConfig,
    /** The module schema's properties (cells format masked fields). */
    properties: module.schema.properties,
    form,
    state,
    drafts,
    problem,
    rows: data?.datos ?? [],
    /** The names of the page's linked records, for the link columns. */
    linkNames: data?.extras.nombres,
    total: data?.total ?? 0,
    capReached: data?.extras.capReached ?? false,
    /** The warning of a reached cap: the screen's own, else the module's (one definition with the API), with the cap the server applied. */
    capWarning: capWarning({ ...rules.cap, ...(data ? { cap: data.extras.cap } : {}) }),
    noResultsMessage: screen.noResultsMessage ?? moduleConfig.messages.noResults ?? 'search.empty',
    searchErrorMessage: searchError,
    /** The failure shown for the last search (translated; with the list's code after an unexpected answer, SHR-OP04). */
    searchFailure,
    /** The rule the URL's filters break (nothing is searched until they are fixed; said only when the user searches). */
    blocked,
    /** The current filter and sort for an export (no paging, no screen). */
    exportParams: (() => {
      const { limit: _limit, offset: _offset, ...params } = listQueryParams(list, state);
      return params;
    })(),
    pages: pageCount(data?.total ?? 0, screen.pageSize),
    isLoading: query.isPending || query.isFetching,
    isError: failed,
    /** The record the list was opened at (`recordPath`): its row is shown selected. */
    selectedId: recordId,
    hasData: data !== undefined,
    /** Typing in a text filter (not searched until `search`). */
    setDraft: (name: string, value: string) => {
      setDrafts((d) => ({ ...d, [name]: value }));
      setProblem(null);
    },
    /** Runs the typed text filters, if they meet the module's rules. */
    search: () => {
      const filters = { ...state.filters, ...Object.fromEntries(Object.entries(drafts).map(([k, v]) => [k, v.trim()])) };
      const found = checkListFilters(list, filters, fixed);
      showProblem(found);
      if (found) return;
      const next = { ...state, filters, page: 0 };
      // The same search again (e.g. after an error) refetches instead of changing nothing.
      if (JSON.stringify(listStateToSearch(list, next)) === JSON.stringify(listStateToSearch(list, state))) void query.refetch();
      else apply(next);
    },
    /** Sets non-text filters (by query parameter) and searches at once, if they meet the rules. */
    setFilters: (values: Readonly<Record<string, FilterValue>>) => {
      const filters = { ...state.filters, ...values };
      const found = checkListFilters(list, filters, fixed);
      showProblem(found);
      if (!found) apply({ ...state, filters, page: 0 });
    },
    sortBy: (field: string) => apply({ ...state, sort: nextSort(state.sort, field), page: 0 }),
    goToPage: (page: number) => apply({ ...state, page }),
    retry: () => void query.refetch(),
  };
}

export type ListController = ReturnType<typeof useListController>;
