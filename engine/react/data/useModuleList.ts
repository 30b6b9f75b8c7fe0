/** One page of a module's list: `GET /api/modulos/:m` with the list state's query; an answer that is not a page fails (SHR-OP04). */
import { keepPreviousData, useQuery, type Query } from '@tanstack/react-query';
import { isListShape } from '../../core/responseShape';
import { useApiClient } from '../api/ApiClientProvider';
import { moduleApi } from './moduleApi';
import { queryKeys } from './queryKeys';
import type { ListResponse } from './types';
import { expectShape } from './unexpectedResponse';

/**
 * How long a page the app already held when the list first rendered (the first screen's, answered
 * with the session or early: decision 119) counts as fresh: its first mount does not ask again.
 */
export const HELD_PAGE_FRESH_MS = 10_000;

/** A held page (data without a fetch yet) is fresh for a while; a fetched one as TanStack's default (stale at once). */
const heldPageFresh = (query: Query<ListResponse, Error, ListResponse, readonly unknown[]>) => (query.state.dataUpdateCount === 0 ? HELD_PAGE_FRESH_MS : 0);

/** The page for `params`; disabled while `enabled` is false (e.g. a filter breaks a rule). */
export function useModuleList(module: string, params: Record<string, string>, enabled = true) {
  const api = useApiClient();
  return useQuery({
    queryKey: queryKeys.list(module, params),
    queryFn: async ({ signal }) => expectShape<ListResponse>('list', await api.get(moduleApi.list(module), params, signal)),
    // The first screen's page, when its answer is already in: drawn in the list's first render.
    initialData: () => {
      const held = api.answered?.(moduleApi.list(module), params);
      return held !== undefined && isListShape(held) ? (held as ListResponse) : undefined;
    },
    staleTime: heldPageFresh,
    placeholderData: keepPreviousData,
    enabled,
  });
}
