/**
 * Saves a record: POST `{ datos }` to create, PUT `{ version, datos }` to update (a stale version
 * answers 409, docs/api.md). On success the module's lists and the record are refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api/ApiClientProvider';
import { moduleApi } from './moduleApi';
import { queryKeys } from './queryKeys';
import type { ModuleRecord, RecordData } from './types';

export interface SaveInput {
  readonly datos: RecordData;
  /** Present when editing. */
  readonly id?: number;
  readonly version?: number;
}

/** The save mutation of a module. */
export function useSaveRecord(module: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, datos }: SaveInput) =>
      id === undefined ? api.post<ModuleRecord>(moduleApi.list(module), { datos }) : api.put<ModuleRecord>(moduleApi.record(module, id), { version, datos }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.record(module, saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.module(module) });
    },
  });
}
