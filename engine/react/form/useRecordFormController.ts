/**
 * Headless controller of a record form (create / edit / read-only), composed of the controllers of
 * its concerns, each readable on its own:
 * - useRecordReadOnly: the mode, the route's fixed fields, whether and why the form is read-only;
 * - useRecordData: the values edited, their base version, field access, derived and computed fields;
 * - useRecordValidation: Spanish validation, the module's rules, field errors, the required summary (SHR-07);
 * - useRecordEditGuard: the kept draft and the question before leaving unsaved changes (SHR-OP01 override);
 * - useRecordConflict: the stale save's merge (409) and the record a record action answered;
 * - useRecordSave: "Guardar" (doubts, messages, after-save navigation or modal) and "Eliminar".
 * Tabs (`ui:tabs`: going to a field switches to its tab) are useFormTabs'.
 */
import { useMemo } from 'react';
import { backPath } from '../../core/form/backPath';
import { recordEntryState } from '../../core/listReturn';
import type { FormScreenConfig } from '../../core/screenConfig';
import type { ModuleRecord, RecordData } from '../data/types';
import { useEngine, useModule } from '../engine/EngineProvider';
import { useLocation } from '../router/Router';
import { restoredVersion } from '../../core/draftPolicy';
import { diffRecords } from '../../core/diffRecords';
import { t } from '../../core/messages';
import { requiredNoticeKey } from '../../core/moduleMessages';
import { useNotify } from '../notifications/useNotify';
import { useFormTabs } from './useFormTabs';
import { useRecordConflict } from './useRecordConflict';
import { useRecordData } from './useRecordData';
import { useRecordEditGuard } from './useRecordEditGuard';
import { useRecordReadOnly } from './useRecordReadOnly';
import { useRecordSave } from './useRecordSave';
import { useRecordValidation } from './useRecordValidation';

export interface RecordFormOptions {
  readonly screen: FormScreenConfig;
  /** The loaded record (edit), or undefined (create). */
  readonly record?: ModuleRecord;
  /** soloVer (`paths.view`): read-only whatever the user's rights (no Guardar, fields disabled). */
  readonly viewOnly?: boolean;
  /** Replaces the shown record with the server's current one (after a conflict). */
  readonly onReload?: (current: ModuleRecord) => void;
  /** Opens the after-save modal (config `afterSave.modal`) for the saved record; held by the screen, which outlives the form. */
  readonly onFollowUp?: (saved: ModuleRecord) => void;
  /** Create mode: fields filled from the route (`paths.createWith`), fixed for this new record. */
  readonly initial?: RecordData;
  /** Create mode: the owner's linked values the server answered for the write guard (`cuenta.equipos`, CRD-19; useOwnerGuardValues). */
  readonly ownerGuardValues?: RecordData;
  /** Edit mode: fields the edit path names besides `:id` (`/contactoOportunidad/:cuenta/:oportunidad/:id`), shown read-only. */
  readonly routeFields?: readonly string[];
  /** Create mode: where the new record goes once saved instead of its edit form (the caller, CON-OP12). */
  readonly returnPath?: string | null;
  /** The title of the tab the form opens on (`?solapa=`, accents and case ignored). */
  readonly initialTab?: string | null;
  /** Hears the tab the user shows: the host reopens the form on it after a save remounts it. */
  readonly onTabChange?: (title: string) => void;
  /**
   * The form runs in a dialog (a related panel's, a link's): the saved record goes to the
   * host instead of the after-save navigation; no draft is kept and no route change is held (the
   * dialog asks before it drops edits).
   */
  readonly onSaved?: (saved: ModuleRecord) => void;
  /** Where a new record is created instead of the module's own create (a link kind's `createPath`, LNK-16). */
  readonly createPath?: string;
}

/** State and handlers of one record form. */
export function useRecordFormController(options: RecordFormOptions) {
  const { screen, record, viewOnly = false, onReload, initial, routeFields, onSaved } = options;
  const { config } = useEngine();
  const { config: moduleConfig, module } = useModule(screen.module);
  const { mode, fixed, readOnly, stateReason, writeDenied } = useRecordReadOnly({
    module,
    moduleConfig,
    record,
    viewOnly,
    initial,
    ownerGuardValues: options.ownerGuardValues,
  });
  // The history entry: the list the record was opened from ("Volver"), kept across the new record's move to its edit path.
  const entry = recordEntryState(useLocation().state);
  const { success } = useNotify();
  const data = useRecordData({
    module,
    record,
    fixed,
    readOnly,
    onEdit: () => guard.edited(),
    onChanged: (values, changed) => validation.changed(values, changed),
  });
  const fieldNames = useMemo(() => Object.keys(module.schema.properties), [module.schema]);
  const tabs = useFormTabs(module.ui, fieldNames, options.initialTab, options.onTabChange);
  const validation = useRecordValidation({
    module,
    mode,
    recordId: record?.id,
    readOnly,
    data,
    fieldNames,
    goToField: tabs.goToField,
    requiredNotice: requiredNoticeKey(moduleConfig.messages),
  });
  const guard = useRecordEditGuard({
    module: screen.module,
    recordId: record?.id,
    loaded: record?.datos ?? fixed,
    version: data.baseVersion,
    data: data.formData,
    enabled: !readOnly && !onSaved,
  });
  const { conflict, ...resolve } = useRecordConflict({ moduleName: screen.module, module, recordId: record?.id, data, guard, onReload });
  const save = useRecordSave({
    ...options,
    module,
    moduleConfig,
    mode,
    readOnly,
    fixed,
    data,
    judge: validation.judge,
    guard,
    conflict,
    entry,
    tabTitle: tabs.title,
  });
  const fixedFields = useMemo(() => [...new Set([...Object.keys(fixed), ...(record ? (routeFields ?? []) : [])])], [fixed, record, routeFields]);

  return {
    ...save,
    ...resolve,
    screen,
    module,
    moduleConfig,
    mode,
    readOnly,
    /** Why the record is read-only by its state (`x-read-only-when`), or null. */
    stateReason,
    /** The module's words for a reader who may not write (CON-39), when that is why the form is read-only. */
    writeDenied,
    /** Fields hidden (unreadable) or disabled (unwritable) by permission. */
    access: data.access,
    /** Fields the route filled for this new record (`paths.createWith`): shown read-only. */
    fixedFields,
    /** The tabs (`ui:tabs`) and the selected one, for the template (formContext). */
    tabs: tabs.context,
    reportLinkName: data.reportLinkName,
    record,
    formData: data.formData,
    formKey: data.formKey,
    extraErrors: validation.extraErrors,
    missing: validation.missing,
    conflict,
    validator: validation.validator,
    transformErrors: validation.transformErrors,
    labelOf: validation.labelOf,
    backPath: backPath(config, screen, record?.id, entry, record?.datos ?? fixed),
    /** rjsf onChange: keeps the data, re-runs affected rules, drops server errors of edited fields. */
    onChange: (changedData: RecordData) => data.change(changedData),
    onBlur: data.blurred,
    onError: validation.onError,
    closeSummary: validation.closeSummary,
    closeConflict: conflict.close,
    /** The kept draft offered when the form opened (SHR-OP01 override), or null. */
    draftOffer: guard.offer,
    /** Fills the form with the kept draft; it still saves against the version its edits started from. */
    restoreDraft: () => {
      const kept = guard.accept();
      if (!kept) return;
      const restored = { ...kept.datos, ...fixed };
      data.replace(restored, restoredVersion(kept, record?.version));
      const changed = new Set(diffRecords(record?.datos ?? {}, restored).map((c) => c.campo));
      if (changed.size) validation.changed(restored, changed);
      success(t('draft.restored'));
    },
    discardDraft: guard.discard,
    /** The user acted on the form: its changes from now on are edits (kept as a draft, asked about on leaving). */
    touch: guard.touch,
    leaving: guard.leaving,
    leave: guard.leave,
    stay: guard.stay,
  };
}

export type RecordFormController = ReturnType<typeof useRecordFormController>;
