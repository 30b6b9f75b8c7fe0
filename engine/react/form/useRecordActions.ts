/**
 * Headless actions of a form screen on its saved record (`actions`, CRD-11, FEE-13): `annul` sets a
 * boolean field (`POST …/anular/:campo`) after the user confirms, sending the record's version (a
 * stale one is refused like any failed save). The answer replaces the shown record. (Deleting is the
 * module's `delete`: useRecordFormController.)
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../core/messages';
import { saveErrorKey } from '../../core/moduleMessages';
import type { FormActionConfig, FormScreenConfig } from '../../core/screenConfig';
import { useApiClient } from '../api/ApiClientProvider';
import { moduleApi } from '../data/moduleApi';
import { queryKeys } from '../data/queryKeys';
import type { ModuleRecord } from '../data/types';
import { useModule } from '../engine/EngineProvider';
import { useFailureNotice } from '../notifications/useFailureNotice';
import { useNotify } from '../notifications/useNotify';

/** Whether the action still applies to the record (an annulled record is not annulled again). */
export const actionApplies = (action: FormActionConfig, record: ModuleRecord): boolean => record.datos[action.field] !== true;

export function useRecordActions(screen: FormScreenConfig, record: ModuleRecord | undefined, onDone: (current: ModuleRecord, action: FormActionConfig) => void) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { config } = useModule(screen.module);
  const { success } = useNotify();
  const failed = useFailureNotice();
  const [asking, setAsking] = useState<FormActionConfig | null>(null);
  const [running, setRunning] = useState(false);
  const path = (action: FormActionConfig, id: number) => `${moduleApi.record(screen.module, id)}/anular/${encodeURIComponent(action.field)}`;
  return {
    /** The actions that apply to the shown record (none while creating). */
    actions: record ? (screen.actions ?? []).filter((action) => actionApplies(action, record)) : [],
    asking,
    running,
    ask: setAsking,
    cancel: () => setAsking(null),
    confirm: async () => {
      const action = asking;
      setAsking(null);
      if (!action || !record) return;
      setRunning(true);
      try {
        const current = await api.post<ModuleRecord>(path(action, record.id), { version: record.version });
        queryClient.setQueryData(queryKeys.record(screen.module, current.id), current);
        await queryClient.invalidateQueries({ queryKey: queryKeys.module(screen.module) });
        success(t(action.message ?? 'list.annulDone'));
        onDone(current, action);
      } catch (error) {
        failed(error, t(saveErrorKey(config.messages)));
      } finally {
        setRunning(false);
      }
    },
  };
}
