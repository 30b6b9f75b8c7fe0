/**
 * Removes a record from its parent's list (`modules.<m>.delete`; the row-removal rule, CRD-13,
 * FEE-14): DELETE with the version it was read at (a stale one answers 409, nothing changed) and
 * `nuevo` when the caller created it in this editing session. The answer is the record marked
 * `eliminar` (vigente off), or nothing when it was deleted at once. The module's lists are refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiClientProvider';
import { moduleApi } from './moduleApi';
import { queryKeys } from './queryKeys';
import type { ModuleRecord } from './types';

/** What to remove: the record, the version read, and whether it is new in this session. */
export interface RemoveRequest {
  readonly id: number;
  readonly version: number;
  readonly nuevo?: boolean;
}

/** The removal mutation of a module. */
export function useDeleteRecord(module: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, nuevo }: RemoveRequest) =>
      api.request<ModuleRecord | undefined>({ method: 'DELETE', path: moduleApi.record(module, id), body: nuevo ? { version, nuevo } : { version } }),
    onSuccess: async (marked, { id }) => {
      if (marked) queryClient.setQueryData(queryKeys.record(module, id), marked);
      else queryClient.removeQueries({ queryKey: queryKeys.record(module, id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.module(module) });
    },
  });
}
