/**
 * A record form's answers to a newer stored record: the stale save's conflict (409) merged field by
 * field or dropped for the stored record, and the record a record action (annul, a transition)
 * answered. Either way the form shows the stored record's version from then on.
 */
import { t } from '../../core/messages';
import type { RegisteredModule } from '../../core/schemaRegistry';
import type { ModuleRecord } from '../data/types';
import { useNotify } from '../notifications/useNotify';
import { useConflictMerge } from './useConflictMerge';
import type { RecordDataController } from './useRecordData';
import type { RecordEditGuard } from './useRecordEditGuard';

export interface RecordConflictOptions {
  /** The module's name (its API and history). */
  readonly moduleName: string;
  readonly module: RegisteredModule;
  readonly recordId?: number;
  readonly data: RecordDataController;
  readonly guard: RecordEditGuard;
  /** Hears the stored record the form now shows (the host's copy of it). */
  readonly onReload?: (current: ModuleRecord) => void;
}

/** The conflict dialog's state and the calls that resolve it. */
export function useRecordConflict({ moduleName, module, recordId, data, guard, onReload }: RecordConflictOptions) {
  const { success } = useNotify();
  // Fields the user may not write are not offered: the stored value stays.
  const conflict = useConflictMerge(
    moduleName,
    { datos: data.baseData, version: data.baseVersion, id: recordId },
    (field) => module.readOnlyFields.has(field) || data.access.unwritable.has(field),
  );
  const showStored = (current: ModuleRecord) => {
    guard.clear();
    data.replace({ ...current.datos }, current.version, current.datos);
    onReload?.(current);
  };
  return {
    conflict,
    /** After a record action (annul): the answer is the shown record. */
    recordChanged: showStored,
    /** Drops the user's edits for the stored record. */
    reloadFromConflict: () => {
      if (conflict.current) showStored(conflict.current);
      conflict.close();
    },
    /** Fills the form with the merged values on the current version (saved with the next "Guardar"). */
    applyConflict: () => {
      const merged = conflict.merged();
      if (merged) {
        data.replace(merged.datos, merged.current.version, merged.current.datos);
        success(t('conflict.applied'));
      }
      conflict.close();
    },
  };
}
