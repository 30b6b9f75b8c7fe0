/**
 * Removing rows of a related-records panel (modules.<m>.delete; CRD-13, FEE-14, the link lists'
 * LNK-29/30 for records saved on their own): the records created through this panel since the
 * owner's form opened are new in this editing session (removing one deletes it at once, CRD-OP06);
 * any other is marked `eliminar` (vigente off) and stays listed with "Deshacer", which makes it
 * vigente again. Each removal is confirmed first; the server applies the same rule (removalOf).
 */
import { useRef, useState } from 'react';
import { t } from '../../core/messages';
import { removeSuccessKey, saveErrorKey } from '../../core/moduleMessages';
import { useApiClient } from '../api/ApiClientProvider';
import { moduleApi } from '../data/moduleApi';
import type { ModuleRecord } from '../data/types';
import { useDeleteRecord } from '../data/useDeleteRecord';
import { useModule } from '../engine/EngineProvider';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../data/queryKeys';
import { useFailureNotice } from '../notifications/useFailureNotice';
import { useNotify } from '../notifications/useNotify';

/** Removal state and actions of the panel listing `module`. */
export function useRelatedRemoval(module: string) {
  const { config } = useModule(module);
  const api = useApiClient();
  const queryClient = useQueryClient();
  const remove = useDeleteRecord(module);
  const { success } = useNotify();
  const failed = useFailureNotice();
  const createdHere = useRef(new Set<number>());
  const [asking, setAsking] = useState<ModuleRecord | null>(null);
  const isNew = (record: ModuleRecord) => createdHere.current.has(record.id);
  return {
    /** The module lets its writers remove records. */
    enabled: config.delete === true,
    /** The row waiting for the user's confirmation, and whether it is new in this session. */
    asking,
    askingNew: asking !== null && isNew(asking),
    busy: remove.isPending,
    /** A record the panel's "Nuevo" dialog saved: new in this editing session. */
    created: (record: ModuleRecord) => createdHere.current.add(record.id),
    ask: setAsking,
    cancel: () => setAsking(null),
    confirm: async () => {
      const record = asking;
      setAsking(null);
      if (!record) return;
      try {
        await remove.mutateAsync({ id: record.id, version: record.version, nuevo: isNew(record) });
        createdHere.current.delete(record.id);
        success(t(removeSuccessKey(config.messages)));
      } catch (error) {
        failed(error, t(saveErrorKey(config.messages)));
      }
    },
    /** "Deshacer" on a row marked `eliminar` (LNK-30): vigente again. */
    restore: async (record: ModuleRecord) => {
      try {
        await api.post<ModuleRecord>(`${moduleApi.record(module, record.id)}/vigente`, { version: record.version });
        await queryClient.invalidateQueries({ queryKey: queryKeys.module(module) });
        success(t('delete.undone'));
      } catch (error) {
        failed(error, t(saveErrorKey(config.messages)));
      }
    },
  };
}
