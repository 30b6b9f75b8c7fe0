/**
 * Headless controller of a list screen: the list state lives in the URL (listStateFromSearch), a
 * text search is checked (minimum length, SHR-15) before it runs, sorting and paging are
 * server-side (`orden`/`dir`, `limit`/`offset`), failures notify the module's list error (BNK-07).
 */
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { checkListFilters, type FilterProblem } from '../../core/listFilters';
import { listQueryParams, listStateFromSearch, listStateToSearch, nextSort, pageCount, type ListState } from '../../core/listQuery';
import { t } from '../../core/messages';
import type { FormScreenConfig, ListScreenConfig } from '../../core/screenConfig';
import { useEngine, useModule } from '../engine/EngineProvider';
import { useModuleList } from '../data/useModuleList';
import { useNotify } from '../notifications/useNotify';

/** State and actions of a list screen. */
export function useListController(screen: ListScreenConfig) {
  const { config } = useEngine();
  const { config: moduleConfig, module } = useModule(screen.module);
  const list = moduleConfig.list;
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => listStateFromSearch(list, screen.pageSize, Object.fromEntries(searchParams)), [list, screen.pageSize, searchParams]);
  const [drafts, setDrafts] = useState<Record<string, string>>(() =>
    Object.fromEntries(list.filters.filter((f) => f.kind === 'text').map((f) => [f.name, String(state.filters[f.name] ?? '')])),
  );
  const [problem, setProblem] = useState<FilterProblem | null>(null);
  const query = useModuleList(screen.module, listQueryParams(list, state));
  const { danger } = useNotify();

  useEffect(() => {
    if (query.isError) danger(t(moduleConfig.messages.listError));
  }, [query.isError, query.errorUpdateCount, danger, moduleConfig.messages.listError]);

  const apply = (next: ListState) => setSearchParams(listStateToSearch(list, next));
  const form = screen.form ? config.screens.find((s): s is FormScreenConfig => s.id === screen.form && s.kind === 'form') : undefined;
  const data = query.data;

  return {
    screen,
    list,
    moduleConfig,
    /** The module schema's properties (cells format masked fields). */
    properties: module.schema.properties,
    form,
    state,
    drafts,
    problem,
    rows: data?.datos ?? [],
    total: data?.total ?? 0,
    capReached: data?.extras.capReached ?? false,
    cap: data?.extras.cap ?? list.cap,
    pages: pageCount(data?.total ?? 0, screen.pageSize),
    isLoading: query.isPending || query.isFetching,
    isError: query.isError,
    hasData: data !== undefined,
    /** Typing in a text filter (not searched until `search`). */
    setDraft: (name: string, value: string) => {
      setDrafts((d) => ({ ...d, [name]: value }));
      setProblem(null);
    },
    /** Runs the typed text filters, if they meet the module's rules. */
    search: () => {
      const filters = { ...state.filters, ...Object.fromEntries(Object.entries(drafts).map(([k, v]) => [k, v.trim()])) };
      const found = checkListFilters(list, filters);
      setProblem(found);
      if (found) return;
      const next = { ...state, filters, page: 0 };
      // The same search again (e.g. after an error) refetches instead of changing nothing.
      if (JSON.stringify(listStateToSearch(list, next)) === JSON.stringify(listStateToSearch(list, state))) void query.refetch();
      else apply(next);
    },
    /** Sets a non-text filter and searches at once. */
    setFilter: (name: string, value: string | boolean | undefined) => apply({ ...state, filters: { ...state.filters, [name]: value }, page: 0 }),
    sortBy: (field: string) => apply({ ...state, sort: nextSort(state.sort, field), page: 0 }),
    goToPage: (page: number) => apply({ ...state, page }),
    retry: () => void query.refetch(),
  };
}

export type ListController = ReturnType<typeof useListController>;
