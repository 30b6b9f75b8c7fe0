/**
 * Saves a record: POST `{ datos }` to create, PUT `{ version, datos }` to update (a stale version
 * answers 409, docs/api.md). An answer that is not the stored record fails (SHR-OP04). On success the
 * module's lists and the record are refetched.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withoutSystemFields } from '../../core/systemFields';
import { useApiClient } from '../api/ApiClientProvider';
import { moduleApi } from './moduleApi';
import { queryKeys } from './queryKeys';
import type { ModuleRecord, RecordData } from './types';
import { expectShape } from './unexpectedResponse';

export interface SaveInput {
  readonly datos: RecordData;
  /** Present when editing. */
  readonly id?: number;
  readonly version?: number;
}

/**
 * The save mutation of a module; a create goes to `createPath` when given (a module's save route
 * that answers the record, e.g. `/api/nuevaCuentaCrm`, LNK-16). `onStored` runs first when the server has stored the record,
 * before the record's cache entry changes: a form keyed by version remounts on that change, so
 * whatever must happen before it (forgetting the form's draft) happens here, not after the await.
 */
export function useSaveRecord(module: string, onStored?: (saved: ModuleRecord) => void, createPath?: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    // System fields are the engine's (idCrm, version…): never sent as data, whatever reached the form.
    mutationFn: async ({ id, version, datos: data }: SaveInput) => {
      const datos = withoutSystemFields(data);
      return expectShape<ModuleRecord>('form', id === undefined ? await api.post(createPath ?? moduleApi.list(module), { datos }) : await api.put(moduleApi.record(module, id), { version, datos }));
    },
    onSuccess: async (saved) => {
      onStored?.(saved);
      queryClient.setQueryData(queryKeys.record(module, saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.module(module) });
    },
  });
}
