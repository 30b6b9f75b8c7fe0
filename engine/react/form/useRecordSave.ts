/**
 * "Guardar" and "Eliminar" of a record form: every rule on the data, the doubts the user confirms
 * (CON-OP11), the write with the module's messages (BNK-11..13; fields the user may not write or
 * cannot see are not sent), its failures (server field errors, the stale-version conflict), and
 * where the saved record goes: the host (a dialog), the follow-up modal, the after-save screen,
 * the caller's path or the new record's edit path.
 */
import { useState } from 'react';
import { backPath } from '../../core/form/backPath';
import { fillPath } from '../../core/form/returnTo';
import type { RecordEntryState } from '../../core/listReturn';
import { t } from '../../core/messages';
import { removeSuccessKey, saveErrorKey, saveSuccessKey } from '../../core/moduleMessages';
import { screenById } from '../../core/screenAccess';
import type { RegisteredModule } from '../../core/schemaRegistry';
import type { FormScreenConfig, ModuleConfig } from '../../core/screenConfig';
import type { Issue } from '../../core/validators';
import type { ModuleRecord, RecordData } from '../data/types';
import { useDeleteRecord } from '../data/useDeleteRecord';
import { useSaveRecord } from '../data/useSaveRecord';
import { useEngine } from '../engine/EngineProvider';
import { useSaveFailure } from '../notifications/useFailureNotice';
import { useNotify } from '../notifications/useNotify';
import { useNavigate } from '../router/Router';
import { editPath } from '../screens/screenLinks';
import type { RecordDataController } from './useRecordData';
import type { RecordEditGuard } from './useRecordEditGuard';
import type { useRecordConflict } from './useRecordConflict';

export interface RecordSaveOptions {
  readonly screen: FormScreenConfig;
  readonly module: RegisteredModule;
  readonly moduleConfig: ModuleConfig;
  readonly record?: ModuleRecord;
  readonly mode: 'create' | 'edit';
  readonly readOnly: boolean;
  /** The new record's fields its route fixed: always sent as they are. */
  readonly fixed: RecordData;
  readonly data: RecordDataController;
  /** Every rule on the data to save: null when refused (already said), else the doubts to confirm. */
  readonly judge: (data: RecordData) => Promise<readonly Issue[] | null>;
  readonly guard: RecordEditGuard;
  readonly conflict: ReturnType<typeof useRecordConflict>['conflict'];
  /** The history entry's state (the list the record was opened from), kept on the new record's move to its edit path. */
  readonly entry: RecordEntryState;
  /** The tab shown, reopened on the new record's edit path. */
  readonly tabTitle?: string;
  readonly onSaved?: (saved: ModuleRecord) => void;
  readonly onFollowUp?: (saved: ModuleRecord) => void;
  readonly returnPath?: string | null;
  readonly createPath?: string;
}

/** The save's and the delete's state and calls. */
export function useRecordSave(options: RecordSaveOptions) {
  const { screen, module, moduleConfig, record, mode, readOnly, fixed, data, judge, guard, conflict, entry } = options;
  const { config } = useEngine();
  const navigate = useNavigate();
  const { success } = useNotify();
  const saveFailed = useSaveFailure();
  // The draft is forgotten the moment the record is stored: the form remounts on the saved version
  // before the save's promise settles, and would otherwise keep (and offer) the edits just saved.
  const save = useSaveRecord(screen.module, guard.stored, options.createPath);
  const remove = useDeleteRecord(screen.module);
  // The doubts a save waits on the user for (SaveConfirmDialog), with the data it would save.
  const [doubts, setDoubts] = useState<{ readonly issues: readonly Issue[]; readonly data: RecordData } | null>(null);

  const afterSave = (saved: ModuleRecord) => {
    if (options.onSaved) {
      options.onSaved(saved);
      return;
    }
    if (screen.afterSave.modal && options.onFollowUp) {
      options.onFollowUp(saved);
      return;
    }
    const target = screen.afterSave.navigate ? screenById(config, screen.afterSave.navigate, `/screens (${screen.id})/afterSave`) : undefined;
    // A list whose path has params (ADM-11's area) opens at the saved record's values.
    if (target && target.kind !== 'form') navigate(fillPath(target.path, saved.datos) ?? target.path);
    else if (target && target.kind === 'form') navigate(editPath(target, saved.id, saved.datos));
    else if (options.returnPath) navigate(options.returnPath);
    else if (mode === 'create') navigate(editPath(screen, saved.id, saved.datos), { replace: true, state: { ...entry, solapa: options.tabTitle } });
  };

  const store = async (values: RecordData) => {
    // Fields the user may not write are not sent (the server would keep their stored value anyway),
    // nor those hidden (x-visible-when: an IIBB field of a note turned General).
    const { access } = data;
    const datos = Object.fromEntries(
      Object.entries({ ...values, ...fixed }).filter(
        ([field]) => !module.readOnlyFields.has(field) && !access.unwritable.has(field) && !access.hidden.has(field),
      ),
    );
    try {
      const stored = await save.mutateAsync({ datos, id: record?.id, version: data.baseVersion });
      guard.stored();
      success(t(saveSuccessKey(moduleConfig.messages, mode)));
      afterSave(stored);
    } catch (error) {
      const failure = saveFailed(error, t(saveErrorKey(moduleConfig.messages)));
      if (failure.conflict?.current) conflict.open(failure.conflict.current, values);
      if (failure.fieldErrors.length) data.showServerErrors(failure.fieldErrors);
    }
  };

  const submit = async (values: RecordData) => {
    if (readOnly || data.computing) return;
    const unsure = await judge(values);
    if (!unsure) return;
    if (unsure.length) {
      setDoubts({ issues: unsure, data: values });
      return;
    }
    await store(values);
  };

  /**
   * "Eliminar" (modules.<m>.delete) after the user confirmed: the stored record opened here is a saved
   * one, so it is marked `eliminar` (vigente off, kept with its history: CRD-13, FEE-14); then the
   * form goes where "Volver" goes.
   */
  const deleteRecord = async () => {
    if (!record) return;
    try {
      await remove.mutateAsync({ id: record.id, version: data.baseVersion ?? record.version });
      guard.stored();
      success(t(removeSuccessKey(moduleConfig.messages)));
      const back = backPath(config, screen, undefined, entry, record.datos);
      if (back) navigate(back);
      else navigate(-1);
    } catch (error) {
      const failure = saveFailed(error, t(saveErrorKey(moduleConfig.messages)));
      if (failure.conflict?.current) conflict.open(failure.conflict.current, data.formData);
    }
  };

  return {
    /** "Eliminar": a saved record not yet marked `eliminar` (vigente) of a module that allows it, writable by the user; absent otherwise. */
    onDelete: moduleConfig.delete && record?.vigente && !readOnly ? deleteRecord : undefined,
    deleting: remove.isPending,
    /** Saving, or waiting for a computed field (the save waits for it, FEE-OP07). */
    saving: save.isPending || data.computing,
    onSubmit: (values: RecordData) => void submit(values),
    /** The doubts "Guardar" asks the user to confirm (none: no question open). */
    doubts: doubts?.issues ?? [],
    /** The user confirmed the doubts: the save goes on with the data it was asked for. */
    confirmSave: () => {
      const pending = doubts;
      setDoubts(null);
      if (pending) void store(pending.data);
    },
    /** The user did not confirm: back to the form, nothing saved. */
    cancelSave: () => setDoubts(null),
  };
}
