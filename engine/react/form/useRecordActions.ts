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
import { transitionOf } from '../../core/transitions';

type AnnulAction = Extract<FormActionConfig, { kind: 'annul' }>;

/** Whether the action still applies to the record (an annulled record is not annulled again). */
export const actionApplies = (action: AnnulAction, record: ModuleRecord): boolean => record.datos[action.field] !== true;

export function useRecordActions(screen: FormScreenConfig, record: ModuleRecord | undefined, onDone: (current: ModuleRecord) => void) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { config } = useModule(screen.module);
  const { success } = useNotify();
  const failed = useFailureNotice();
  const [asking, setAsking] = useState<AnnulAction | null>(null);
  const [running, setRunning] = useState(false);
  const path = (action: AnnulAction, id: number) => `${moduleApi.record(screen.module, id)}/anular/${encodeURIComponent(action.field)}`;
  return {
    /** The actions that apply to the shown record (none while creating). */
    actions: record ? (screen.actions ?? []).filter((action): action is AnnulAction => action.kind === 'annul' && actionApplies(action, record)) : [],
    /** The module transitions the screen offers (each shown by its own permission and state: TransitionAction). */
    transitions: record
      ? (screen.actions ?? []).flatMap((action) => (action.kind === 'transition' ? [transitionOf(config.transitions, action.name)] : []))
      : [],
    record,
    module: screen.module,
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
        onDone(current);
      } catch (error) {
        failed(error, t(saveErrorKey(config.messages)));
      } finally {
        setRunning(false);
      }
    },
  };
}
