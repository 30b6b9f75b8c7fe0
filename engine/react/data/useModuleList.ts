/** One page of a module's list: `GET /api/modulos/:m` with the list state's query; an answer that is not a page fails (SHR-OP04). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiClientProvider';
import { moduleApi } from './moduleApi';
import { queryKeys } from './queryKeys';
import type { ListResponse } from './types';
import { expectShape } from './unexpectedResponse';

/** The page for `params`; disabled while `enabled` is false (e.g. a filter breaks a rule). */
export function useModuleList(module: string, params: Record<string, string>, enabled = true) {
  const api = useApiClient();
  return useQuery({
    queryKey: queryKeys.list(module, params),
    queryFn: async ({ signal }) => expectShape<ListResponse>('list', await api.get(moduleApi.list(module), params, signal)),
    placeholderData: keepPreviousData,
    enabled,
  });
}
