/**
 * Headless row actions of a list screen (`rowActions`): `toggle` flips a boolean field at once
 * (optimistic, ADM-20; after a confirmation when the action names a `confirmMessage`) and reverts with `Se produjo un error al realizar la acción.` when the server
 * refuses (ADM-21); a user who may not write the row hears its `deniedMessage` and nothing is called (ADM-17); `annul` runs after the user confirms and the row then shows as annulled. Both
 * send the row's version (a stale row is refused like any other failure) and update the cached
 * lists with the record the server returns.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../core/messages';
import type { ListScreenConfig, RowActionConfig } from '../../core/screenConfig';
import { useApiClient } from '../api/ApiClientProvider';
import { moduleApi } from '../data/moduleApi';
import { queryKeys } from '../data/queryKeys';
import type { ListResponse, ModuleRecord } from '../data/types';
import { useFailureNotice } from '../notifications/useFailureNotice';
import { useNotify } from '../notifications/useNotify';
import { useOptimisticFlags } from './useOptimisticFlags';

type FlagAction = Extract<RowActionConfig, { kind: 'toggle' | 'annul' }>;

/** The current value of a row's boolean field (`vigente` is the record's own flag). */
export const flagValue = (row: ModuleRecord, field: string): boolean => (field === 'vigente' ? row.vigente : row.datos[field] === true);

/** Whether a row is annulled by an annul action on `field` (on `vigente`: no longer vigente). */
export const annulledValue = (row: ModuleRecord, field: string): boolean => (field === 'vigente' ? !row.vigente : row.datos[field] === true);

/** Paths of the row action calls (docs/api.md). */
export const rowActionPath = (module: string, id: number, action: FlagAction) =>
  `${moduleApi.record(module, id)}/${action.kind === 'toggle' ? 'alternar' : 'anular'}/${encodeURIComponent(action.field)}`;

export function useRowActions(screen: ListScreenConfig) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { success } = useNotify();
  const failed = useFailureNotice();
  // Optimistic values by `id/field`, shown until the server answers.
  const flags = useOptimisticFlags();
  const [annulling, setAnnulling] = useState<ModuleRecord | null>(null);
  // A switch whose action asks first (`confirmMessage`, SUP-OP08): the row and action awaiting the answer.
  const [confirming, setConfirming] = useState<{ readonly row: ModuleRecord; readonly action: Extract<RowActionConfig, { kind: 'toggle' }> } | null>(null);
  const [previewing, setPreviewing] = useState<ModuleRecord | null>(null);
  const annul = screen.rowActions?.find((a): a is Extract<RowActionConfig, { kind: 'annul' }> => a.kind === 'annul');

  const store = (record: ModuleRecord) => {
    queryClient.setQueriesData<ListResponse>({ queryKey: [...queryKeys.module(screen.module), 'lista'] }, (data) =>
      data ? { ...data, datos: data.datos.map((r) => (r.id === record.id ? record : r)) } : data,
    );
    queryClient.setQueryData(queryKeys.record(screen.module, record.id), record);
  };
  const call = (row: ModuleRecord, action: FlagAction) => api.post<ModuleRecord>(rowActionPath(screen.module, row.id, action), { version: row.version });

  // Optimistic, with the revert and the spec's one failure text whatever the server's reason (a refusal
  // included: rights revoked since the list loaded, ROL-13; ADM-20, ADM-21): the engine's switch piece.
  const flip = (row: ModuleRecord, action: Extract<RowActionConfig, { kind: 'toggle' }>) =>
    flags.flip(`${row.id}/${action.field}`, flagValue(row, action.field), async () => store(await call(row, action)));

  return {
    /** True while a row's switch call runs. */
    busy: (row: ModuleRecord, field: string) => flags.busy(`${row.id}/${field}`),
    previewing,
    annulling,
    annulAction: annul,
    /** The value a row's switch shows: the optimistic one while the call runs. */
    shown: (row: ModuleRecord, field: string) => flags.shown(`${row.id}/${field}`, flagValue(row, field)),
    toggle: (row: ModuleRecord, action: Extract<RowActionConfig, { kind: 'toggle' }>) =>
      action.confirmMessage ? setConfirming({ row, action }) : flip(row, action),
    /** A switch flipped by a user who may not write the row (ADM-17): its `deniedMessage`, no call, the switch unchanged. */
    deny: (action: Extract<RowActionConfig, { kind: 'toggle' }>) => {
      if (action.deniedMessage) flags.deny(action.deniedMessage);
    },
    /** The switch awaiting its confirmation, if any. */
    confirming,
    confirmToggle: async () => {
      const asked = confirming;
      setConfirming(null);
      if (asked) await flip(asked.row, asked.action);
    },
    cancelToggle: () => setConfirming(null),
    preview: setPreviewing,
    closePreview: () => setPreviewing(null),
    askAnnul: setAnnulling,
    cancelAnnul: () => setAnnulling(null),
    confirmAnnul: async () => {
      const row = annulling;
      setAnnulling(null);
      if (!row || !annul) return;
      try {
        store(await call(row, annul));
        success(t(annul.doneMessage ?? 'list.annulDone'));
        // The screen's fixed filters may leave the annulled record out (CON-23: a voided contact leaves the list).
        if (screen.fixedFilters) void queryClient.invalidateQueries({ queryKey: [...queryKeys.module(screen.module), 'lista'] });
      } catch (error) {
        failed(error, t(annul.errorMessage ?? 'action.error'));
      }
    },
  };
}

export type RowActionsController = ReturnType<typeof useRowActions>;
