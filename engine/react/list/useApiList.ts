/**
 * A list read from any API path that answers `{ datos: { lista, total? } }` (the admin screens'
 * tables over tables of their own: combo values, an outbox, users, a report), with a text filter
 * and paging (`?texto=&desde=&limite=` when `pageSize` is given), cached by path, text and page.
 * A failure is said once as the screen's `errorText` (a danger notice, the shared failure rules:
 * nothing on a 401, the server's words on a 403) and returned for the table's empty state.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../api/ApiClientProvider';
import { useLoadFailureNotice } from '../notifications/useFailureNotice';

/** `{ datos: { lista, total } }`: a page of rows and how many match (absent: the page is all). */
export interface ApiListResponse<Row> {
  readonly datos: { readonly lista: readonly Row[]; readonly total?: number } & Readonly<Record<string, unknown>>;
}

export interface ApiListOptions {
  /** The API path (no query string). */
  readonly path: string;
  /** The danger text of a failed load (the screen's spec message). */
  readonly errorText: string;
  /** Rows per page; absent: one call for the whole list, no paging. */
  readonly pageSize?: number;
  /** More query parameters (a report's filters): part of the cache key; a change starts again at the first page. */
  readonly filters?: Readonly<Record<string, string>>;
}

/** The cache key of the lists read from `path` (every text and page). */
export const apiListKey = (path: string) => ['api-list', path] as const;

/** The list's state and its controls: text, page, reload. */
export function useApiList<Row>({ path, errorText, pageSize, filters }: ApiListOptions) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [texto, setTexto] = useState('');
  const [page, setPage] = useState(0);
  const filled = Object.fromEntries(Object.entries(filters ?? {}).filter(([, value]) => value !== ''));
  const filterKey = JSON.stringify(filled);
  const [pageFilters, setPageFilters] = useState(filterKey);
  if (pageFilters !== filterKey) {
    // New filters start again at the first page.
    setPageFilters(filterKey);
    setPage(0);
  }
  const paging = pageSize ? { desde: String(page * pageSize), limite: String(pageSize) } : {};
  const params = { ...filled, ...(texto.trim() ? { texto: texto.trim() } : {}), ...paging };
  const query = useQuery({
    queryKey: [...apiListKey(path), texto.trim(), page, filterKey],
    queryFn: ({ signal }) => api.get<ApiListResponse<Row>>(path, params, signal),
    placeholderData: keepPreviousData,
  });
  const error = useLoadFailureNotice(query.isError, query.error, errorText, query.errorUpdateCount);
  const rows = query.data?.datos.lista ?? [];
  const total = query.data?.datos.total ?? rows.length;
  return {
    rows,
    total,
    /** What else the answer's `datos` holds (e.g. a note about the whole list). */
    extra: query.data?.datos,
    loading: query.isPending,
    error: query.isError ? error : null,
    texto,
    /** A new text starts again at the first page. */
    search: (text: string) => {
      setTexto(text);
      setPage(0);
    },
    page,
    pages: pageSize ? Math.max(1, Math.ceil(total / pageSize)) : 1,
    setPage,
    /** Puts a changed row in every cached page of the list (an optimistic toggle's answer). */
    replaceRow: (matches: (row: Row) => boolean, row: Row) =>
      queryClient.setQueriesData<ApiListResponse<Row>>({ queryKey: apiListKey(path) }, (data) =>
        data ? { ...data, datos: { ...data.datos, lista: data.datos.lista.map((r) => (matches(r) ? row : r)) } } : data,
      ),
    /** Reads the list again (after a write elsewhere). */
    reload: () => queryClient.invalidateQueries({ queryKey: apiListKey(path) }),
  };
}

export type ApiListController<Row> = ReturnType<typeof useApiList<Row>>;
