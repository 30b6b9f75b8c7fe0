/**
 * Deletes a record of a module that allows it (`modules.<m>.delete`): DELETE with the version it was
 * read at (a stale one answers 409, nothing deleted). On success the module's lists are refetched
 * and the record leaves the cache.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiClientProvider';
import { moduleApi } from './moduleApi';
import { queryKeys } from './queryKeys';

/** The delete mutation of a module. */
export function useDeleteRecord(module: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) => api.request<void>({ method: 'DELETE', path: moduleApi.record(module, id), body: { version } }),
    onSuccess: async (_done, { id }) => {
      queryClient.removeQueries({ queryKey: queryKeys.record(module, id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.module(module) });
    },
  });
}
