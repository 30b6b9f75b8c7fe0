/**
 * Headless controller of a record form (create / edit / read-only): form data, Spanish validation,
 * the module's rules, the required-fields summary (SHR-07), saving with the module's messages
 * (BNK-11..13), server field errors (400 `campos`), the stale-version conflict (409), the
 * after-save navigation, the kept draft and the question before leaving unsaved changes
 * (SHR-OP01 override).
 */
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { diffRecords } from '../../core/diffRecords';
import { restoredVersion } from '../../core/draftPolicy';
import { t } from '../../core/messages';
import { missingRequiredFields, type MissingField } from '../../core/missingRequiredFields';
import { screenById } from '../../core/screenAccess';
import type { FormScreenConfig, ScreensConfig } from '../../core/screenConfig';
import { isApiError } from '../api/ApiError';
import { useCanAccess } from '../access/useCanAccess';
import { useFormDraft } from '../drafts/useFormDraft';
import { useLeaveGuard } from '../drafts/useLeaveGuard';
import type { ModuleRecord, RecordData } from '../data/types';
import { useSaveRecord } from '../data/useSaveRecord';
import { useEngine, useModule } from '../engine/EngineProvider';
import { useNotify } from '../notifications/useNotify';
import { editPath } from '../screens/screenLinks';
import { spanishErrors } from '../validation/transformErrors';
import { toFieldErrorSchema, type FieldMessageAt } from './fieldErrors';
import { fieldDomId, fieldLabeler } from './fieldLabel';
import { useRecordRules } from './useRecordRules';

/** Where "Volver" goes: the list that opens this form, else the after-save target. */
export function backPath(config: ScreensConfig, screen: FormScreenConfig): string | null {
  const list = config.screens.find((s) => s.kind === 'list' && s.form === screen.id);
  if (list && list.kind === 'list') return list.path;
  const target = screen.afterSave.navigate ? screenById(config, screen.afterSave.navigate, `/screens (${screen.id})/afterSave`) : undefined;
  return target && target.kind !== 'form' ? target.path : null;
}

/** Focuses a field's input by its data path (after a dialog closes). */
export function focusField(path: string): void {
  const element = document.getElementById(fieldDomId(path));
  element?.focus();
  element?.scrollIntoView?.({ block: 'center' });
}

export interface RecordFormOptions {
  readonly screen: FormScreenConfig;
  /** The loaded record (edit), or undefined (create). */
  readonly record?: ModuleRecord;
  /** Replaces the shown record with the server's current one (after a conflict). */
  readonly onReload?: (current: ModuleRecord) => void;
}

/** State and handlers of one record form. */
export function useRecordFormController({ screen, record, onReload }: RecordFormOptions) {
  const { config, validatorFor } = useEngine();
  const { config: moduleConfig, module } = useModule(screen.module);
  const canWrite = useCanAccess(moduleConfig.access.write);
  const mode = record ? 'edit' : 'create';
  const readOnly = !canWrite;
  const navigate = useNavigate();
  const { success, danger } = useNotify();
  const save = useSaveRecord(screen.module);
  const rules = useRecordRules(module, mode, record?.id);
  const labelOf = useMemo(() => fieldLabeler(module.schema), [module.schema]);
  const [formData, setFormData] = useState<RecordData>(() => ({ ...(record?.datos ?? {}) }));
  const previous = useRef(formData);
  const [serverErrors, setServerErrors] = useState<FieldMessageAt[]>([]);
  const [missing, setMissing] = useState<MissingField[]>([]);
  const [conflict, setConflict] = useState<ModuleRecord | null>(null);
  // The version the edits started from: the loaded one, or an older one of a restored draft.
  const [baseVersion, setBaseVersion] = useState(record?.version);
  // Bumped to remount the rjsf form when its data is replaced wholesale (draft, reload).
  const [formKey, setFormKey] = useState(0);
  const draft = useFormDraft({ module: screen.module, recordId: record?.id, loaded: record?.datos ?? {}, version: baseVersion, data: formData, enabled: !readOnly });
  // Set once a save succeeded, so that the navigation after it is not held.
  const saved = useRef(false);
  const blocker = useLeaveGuard(() => !readOnly && !saved.current && draft.dirty);

  const replaceData = (data: RecordData, version: number | undefined) => {
    previous.current = data;
    setFormData(data);
    setBaseVersion(version);
    setServerErrors([]);
    setFormKey((k) => k + 1);
  };

  // rjsf blocks a submit on any extraErrors object, even empty: pass none when there are none.
  const extraErrors: ErrorSchema | undefined = useMemo(() => {
    const messages = [...serverErrors, ...rules.issues.map((i) => ({ path: i.path, message: t(i.key, i.args ?? {}) }))];
    return messages.length ? toFieldErrorSchema(messages) : undefined;
  }, [serverErrors, rules.issues]);

  const afterSave = (saved: ModuleRecord) => {
    const target = screen.afterSave.navigate ? screenById(config, screen.afterSave.navigate, `/screens (${screen.id})/afterSave`) : undefined;
    if (target && target.kind !== 'form') navigate(target.path);
    else if (target && target.kind === 'form') navigate(editPath(target, saved.id));
    else if (mode === 'create') navigate(editPath(screen, saved.id), { replace: true });
  };

  const submit = async (data: RecordData) => {
    if (readOnly) return;
    const issues = await rules.runAll(data);
    if (issues.length) {
      focusField(issues[0].path);
      return;
    }
    const datos = Object.fromEntries(Object.entries(data).filter(([field]) => !module.readOnlyFields.has(field)));
    try {
      const stored = await save.mutateAsync({ datos, id: record?.id, version: baseVersion });
      draft.clear();
      saved.current = true;
      success(t(moduleConfig.messages.saveSuccess));
      afterSave(stored);
    } catch (error) {
      if (isApiError(error, 409) && error.detail.actual) {
        danger(t('save.conflict'));
        setConflict(error.detail.actual as ModuleRecord);
        return;
      }
      if (isApiError(error, 401)) return; // the session handler already said it
      danger(t(moduleConfig.messages.saveError));
      if (isApiError(error) && error.campos.length) {
        setServerErrors(error.campos.map((c) => ({ path: c.path, message: c.mensaje })));
      }
    }
  };

  return {
    screen,
    module,
    moduleConfig,
    mode,
    readOnly,
    record,
    formData,
    formKey,
    extraErrors,
    missing,
    conflict,
    saving: save.isPending,
    validator: validatorFor(module),
    transformErrors: spanishErrors(labelOf),
    labelOf,
    backPath: backPath(config, screen),
    /** rjsf onChange: keeps the data, re-runs affected rules, drops server errors of edited fields. */
    onChange: (data: RecordData) => {
      const changed = new Set(diffRecords(previous.current, data).map((c) => c.campo));
      previous.current = data;
      setFormData(data);
      if (!changed.size) return;
      saved.current = false;
      setServerErrors((errors) => errors.filter((e) => !changed.has(e.path.replace(/^[/.]/, '').split(/[/.]/)[0])));
      if (!readOnly) rules.changed(data, changed);
    },
    onSubmit: (data: RecordData) => void submit(data),
    /** rjsf onError: missing required fields open the summary; other errors focus the first field. */
    onError: (errors: RJSFValidationError[]) => {
      const found = missingRequiredFields(errors, labelOf, Object.keys(module.schema.properties));
      if (found.length) setMissing(found);
      else if (errors[0]) focusField(errors[0].property?.replace(/^\./, '') ?? '');
    },
    closeSummary: (focus?: string) => {
      setMissing([]);
      if (focus) setTimeout(() => focusField(focus), 0);
    },
    closeConflict: () => setConflict(null),
    reloadFromConflict: () => {
      if (conflict) {
        draft.clear();
        replaceData({ ...conflict.datos }, conflict.version);
        onReload?.(conflict);
      }
      setConflict(null);
    },
    /** The kept draft offered when the form opened (SHR-OP01 override), or null. */
    draftOffer: draft.offer,
    /** Fills the form with the kept draft; it still saves against the version its edits started from. */
    restoreDraft: () => {
      const kept = draft.accept();
      if (!kept) return;
      const data = { ...kept.datos };
      replaceData(data, restoredVersion(kept, record?.version));
      const changed = new Set(diffRecords(record?.datos ?? {}, data).map((c) => c.campo));
      if (changed.size) rules.changed(data, changed);
      success(t('draft.restored'));
    },
    discardDraft: draft.discard,
    /** True while a route change waits for "leave or stay". */
    leaving: blocker.state === 'blocked',
    /** Leaves without saving: the edits are let go. */
    leave: () => {
      draft.clear();
      blocker.proceed?.();
    },
    stay: () => blocker.reset?.(),
  };
}

export type RecordFormController = ReturnType<typeof useRecordFormController>;
