/** One record: `GET /api/modulos/:m/:id` (skipped in create mode); an answer that is not a record fails (SHR-OP04). */
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api/ApiClient';
import { useApiClient } from '../api/ApiClientProvider';
import { moduleApi } from './moduleApi';
import { queryKeys } from './queryKeys';
import type { ModuleRecord } from './types';
import { expectShape } from './unexpectedResponse';

/** The query of record `id` (shared by the form, a link field showing it and derivation parts); idle without an id. */
export function moduleRecordQuery(api: ApiClient, module: string, id: number | undefined) {
  return {
    queryKey: queryKeys.record(module, id ?? -1),
    queryFn: async ({ signal }: { signal: AbortSignal }) => expectShape<ModuleRecord>('form', await api.get(moduleApi.record(module, id!), undefined, signal)),
    enabled: id !== undefined,
    staleTime: 0,
  };
}

/** The record with `id`, or an idle query when `id` is undefined. */
export function useModuleRecord(module: string, id: number | undefined) {
  const api = useApiClient();
  return useQuery(moduleRecordQuery(api, module, id));
}
