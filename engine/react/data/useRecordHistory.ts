/** A record's change history: `GET /api/modulos/:m/:id/historial`, newest first. */
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiClientProvider';
import { moduleApi } from './moduleApi';
import { queryKeys } from './queryKeys';
import type { HistoryResponse } from './types';

/** The history entries of a record; `url` for a history the module serves itself (the same answer shape). */
export function useRecordHistory(module: string, id: number, enabled = true, url?: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: url ? ([...queryKeys.history(module, id), url] as const) : queryKeys.history(module, id),
    queryFn: ({ signal }) => api.get<HistoryResponse>(url ?? moduleApi.history(module, id), undefined, signal),
    enabled,
  });
}
