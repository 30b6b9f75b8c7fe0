/** A record's change history: `GET /api/modulos/:m/:id/historial`, newest first. */
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiClientProvider';
import { moduleApi } from './moduleApi';
import { queryKeys } from './queryKeys';
import type { HistoryResponse } from './types';

/** The history entries of a record. */
export function useRecordHistory(module: string, id: number, enabled = true) {
  const api = useApiClient();
  return useQuery({
    queryKey: queryKeys.history(module, id),
    queryFn: ({ signal }) => api.get<HistoryResponse>(moduleApi.history(module, id), undefined, signal),
    enabled,
  });
}
