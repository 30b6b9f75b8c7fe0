/**
 * Headless controller of a record form (create / edit / read-only): form data, Spanish validation,
 * the module's rules, the required-fields summary (SHR-07), saving with the module's messages
 * (BNK-11..13), server field errors (400 `campos`), the stale-version conflict (409), the
 * after-save navigation or follow-up modal, the kept draft and the question before leaving unsaved
 * changes (SHR-OP01 override). Form features (engine/core/form): read-only by the record's state
 * (`x-read-only-when`, with its reason), fields hidden or disabled by permission (`x-access`),
 * derived fields until touched (`x-derived`), tabs (`ui:tabs`: going to a field switches to its
 * tab), the field-by-field conflict merge and fields the server computes (`x-computed`: asked for
 * as their inputs change, no save while the answer is awaited).
 */
import { listOfForm } from '../../core/listAtRecord';
import { listReturnPath, recordEntryState } from '../../core/listReturn';
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from '../router/Router';
import { isBlank } from '../../core/blank';
import { diffRecords } from '../../core/diffRecords';
import { restoredVersion } from '../../core/draftPolicy';
import { fieldAccess, sameFieldAccess, type FieldAccess } from '../../core/form/fieldAccess';
import { readOnlyReason, readOnlyRules, recordState } from '../../core/form/readOnlyWhen';
import { t } from '../../core/messages';
import { missingRequiredFields, type MissingField } from '../../core/missingRequiredFields';
import { removeSuccessKey, saveErrorKey, saveSuccessKey } from '../../core/moduleMessages';
import { screenById } from '../../core/screenAccess';
import { withoutSystemFields } from '../../core/systemFields';
import { refusalText } from '../../core/form/refusalText';
import type { FormScreenConfig, ScreensConfig } from '../../core/screenConfig';
import { useCanAccess } from '../access/useCanAccess';
import { useFormDraft } from '../drafts/useFormDraft';
import { useLeaveGuard } from '../drafts/useLeaveGuard';
import { guardRecordOf, type ModuleRecord, type RecordData } from '../data/types';
import { blockingIssues, doubtsOf, type Issue } from '../../core/validators';
import { useSaveRecord } from '../data/useSaveRecord';
import { useDeleteRecord } from '../data/useDeleteRecord';
import { useEngine, useModule } from '../engine/EngineProvider';
import { useSaveFailure } from '../notifications/useFailureNotice';
import { useNotify } from '../notifications/useNotify';
import { editPath } from '../screens/screenLinks';
import { useSession } from '../session/SessionProvider';
import { spanishErrors } from '../validation/transformErrors';
import { toFieldErrorSchema, type FieldMessageAt } from './fieldErrors';
import { useComboValueIssues } from './useComboValueIssues';
import { fieldLabeler } from './fieldLabel';
import { focusField } from './focusField';
import { useConflictMerge } from './useConflictMerge';
import { useComputedFields } from './useComputedFields';
import { useDerivedFields } from './useDerivedFields';
import { useFormTabs } from './useFormTabs';
import { useRecordRules } from './useRecordRules';

export { focusField };

/**
 * Where "Volver" goes: the list that opens this form (as the user left it when the history entry
 * `entry` says, issue 21), else the after-save target.
 */
export function backPath(config: ScreensConfig, screen: FormScreenConfig, recordId?: number, entry?: unknown): string | null {
  // A saved record goes back to the search it was opened from, else to its own row when the list can open at it (recordPath, ACC-OP01).
  const list = listOfForm(config, screen);
  if (list) return listReturnPath(list, entry, recordId);
  const target = screen.afterSave.navigate ? screenById(config, screen.afterSave.navigate, `/screens (${screen.id})/afterSave`) : undefined;
  return target && target.kind !== 'form' ? target.path : null;
}

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
  /** Hears the tab the user shows: the host reopens the form on it after a save remounts it (issue 21). */
  readonly onTabChange?: (title: string) => void;
  /**
   * The form runs in a dialog (a related panel's, a link's: issue 21-2): the saved record goes to the
   * host instead of the after-save navigation; no draft is kept and no route change is held (the
   * dialog asks before it drops edits).
   */
  readonly onSaved?: (saved: ModuleRecord) => void;
  /** Where a new record is created instead of the module's own create (a link kind's `createPath`, LNK-16). */
  readonly createPath?: string;
}

/** State and handlers of one record form. */
export function useRecordFormController({
  screen,
  record,
  viewOnly = false,
  onReload,
  onFollowUp,
  initial,
  ownerGuardValues,
  routeFields,
  returnPath,
  initialTab,
  onTabChange,
  onSaved,
  createPath,
}: RecordFormOptions) {
  // A new record of an owner keeps the fields its route gave (a restored draft cannot change them).
  const fixed = useMemo(() => (record ? {} : withoutSystemFields({ ...(initial ?? {}) })), [record, initial]);
  const { config, validatorFor } = useEngine();
  const { config: moduleConfig, module } = useModule(screen.module);
  // A new record is judged on the values its route fixed (its owner: writeFollowsOwner, BAC-OP02).
  const canWrite = useCanAccess(moduleConfig.access.write, record ? guardRecordOf(record) : ownerGuardValues ? { ...fixed, ...ownerGuardValues } : fixed);
  const { principal } = useSession();
  const mode: 'create' | 'edit' = record ? 'edit' : 'create';
  const labelOf = useMemo(() => fieldLabeler(module.schema), [module.schema]);
  // Read-only by the record's state (ACC-44, ACC-45, SGC-52): the reason is shown.
  const stateReason = useMemo(
    () => (record ? readOnlyReason(readOnlyRules(module.schema), recordState(record), principal, (f) => module.labels[f]) : null),
    [record, module, principal],
  );
  const readOnly = viewOnly || !canWrite || stateReason !== null;
  const navigate = useNavigate();
  // The history entry: the list the record was opened from ("Volver", issue 21), kept across the new record's move to its edit path.
  const entry = recordEntryState(useLocation().state);
  const { success, warning, danger } = useNotify();
  const saveFailed = useSaveFailure();
  const remove = useDeleteRecord(screen.module);
  // What a rule may do to the form (FormEffects): prefill empty fields, show a notice.
  const rules = useRecordRules(module, mode, record?.id, {
    fill: (values, options) => {
      if (readOnly) return;
      const current = previous.current;
      const holdsNothing = (value: unknown) => isBlank(value) || (Array.isArray(value) && value.length === 0);
      const given = Object.entries(values).filter(([field, value]) => (options?.overwrite || holdsNothing(current[field])) && current[field] !== value);
      if (given.length) change({ ...current, ...Object.fromEntries(given) });
    },
    notice: (intent, key, args) => (intent === 'danger' ? danger : warning)(t(key, args ?? {})),
  });
  // System fields (idCrm, version…) are the engine's, beside `datos`: never form data (an older answer may still carry them).
  const [formData, setFormData] = useState<RecordData>(() => withoutSystemFields({ ...(record?.datos ?? fixed) }));
  const derived = useDerivedFields(module.schema, record?.datos ?? {}, formData);
  // Field access is decided on the record being edited (a guard may read its fields: ACC-41's
  // agency section appears once the account is a company of the agency team); kept while unchanged.
  const accessRef = useRef<FieldAccess | null>(null);
  const access = useMemo(() => {
    const next = fieldAccess(module.schema, principal, formData);
    if (!accessRef.current || !sameFieldAccess(accessRef.current, next)) accessRef.current = next;
    return accessRef.current;
  }, [module.schema, principal, formData]);
  const fieldNames = useMemo(() => Object.keys(module.schema.properties), [module.schema]);
  const tabs = useFormTabs(module.ui, fieldNames, initialTab, onTabChange);
  const previous = useRef(formData);
  // Fields the server computes (x-computed): its answer goes into the data being edited.
  const computed = useComputedFields(module, (values) => {
    previous.current = { ...previous.current, ...values };
    setFormData(previous.current);
  });
  const [serverErrors, setServerErrors] = useState<FieldMessageAt[]>([]);
  const [missing, setMissing] = useState<MissingField[]>([]);
  // The version the edits started from: the loaded one, or an older one of a restored draft.
  const [baseVersion, setBaseVersion] = useState(record?.version);
  // The data that version held (what "changed by me / by them" is measured from).
  const [baseData, setBaseData] = useState<RecordData>(() => record?.datos ?? {});
  const conflict = useConflictMerge(
    screen.module,
    { datos: baseData, version: baseVersion, id: record?.id },
    (field) => module.readOnlyFields.has(field) || access.unwritable.has(field),
  );
  // Bumped to remount the rjsf form when its data is replaced wholesale (draft, reload).
  const [formKey, setFormKey] = useState(0);
  const draft = useFormDraft({
    module: screen.module,
    recordId: record?.id,
    loaded: record?.datos ?? fixed,
    version: baseVersion,
    data: formData,
    enabled: !readOnly && !onSaved,
  });
  // Set once a save succeeded, so that the navigation after it is not held.
  const saved = useRef(false);
  // The draft is forgotten the moment the record is stored: the form remounts on the saved version
  // before the save's promise settles, and would otherwise keep (and offer) the edits just saved.
  const save = useSaveRecord(
    screen.module,
    () => {
      draft.clear();
      saved.current = true;
    },
    createPath,
  );
  const blocker = useLeaveGuard(() => !onSaved && !readOnly && !saved.current && draft.dirty);

  // A derivation part's text arrived (a combo description, a linked record's name): derived fields
  // that waited on it follow now, and a loaded record's undecided ones are decided.
  useEffect(() => {
    if (readOnly) return;
    const data = previous.current;
    const next = derived.settle(data);
    if (next === data) return;
    previous.current = next;
    setFormData(next);
    rules.changed(next, new Set(diffRecords(data, next).map((c) => c.campo)));
    // Only a new text is a reason to settle (the data's own changes go through onChange).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberate dependencies, said above
  }, [derived.signature, readOnly]);

  const replaceData = (given: RecordData, version: number | undefined, base: RecordData = baseData) => {
    const data = withoutSystemFields(given);
    previous.current = data;
    derived.reset(data);
    setFormData(data);
    setBaseVersion(version);
    setBaseData(base);
    setServerErrors([]);
    setFormKey((k) => k + 1);
  };

  // Combo codes at every depth the browser can judge (its loaded options), as the server does (issue 19, defect 7).
  const comboIssues = useComboValueIssues(module.schema, formData, baseData);
  // rjsf blocks a submit on any extraErrors object, even empty: pass none when there are none.
  const extraErrors: ErrorSchema | undefined = useMemo(() => {
    // A doubt (Issue.confirm) is no field error: "Guardar" asks about it instead.
    const messages = [...serverErrors, ...blockingIssues([...rules.issues, ...comboIssues]).map((i) => ({ path: i.path, message: t(i.key, i.args ?? {}) }))];
    return messages.length ? toFieldErrorSchema(messages, module.schema) : undefined;
  }, [serverErrors, rules.issues, comboIssues, module.schema]);

  const afterSave = (saved: ModuleRecord) => {
    if (onSaved) {
      onSaved(saved);
      return;
    }
    if (screen.afterSave.modal && onFollowUp) {
      onFollowUp(saved);
      return;
    }
    const target = screen.afterSave.navigate ? screenById(config, screen.afterSave.navigate, `/screens (${screen.id})/afterSave`) : undefined;
    if (target && target.kind !== 'form') navigate(target.path);
    else if (target && target.kind === 'form') navigate(editPath(target, saved.id, saved.datos));
    else if (mode === 'create' && returnPath) navigate(returnPath);
    else if (mode === 'create') navigate(editPath(screen, saved.id, saved.datos), { replace: true, state: { ...entry, solapa: tabs.title } });
  };

  const change = (changedData: RecordData) => {
    // Untouched derived fields follow their sources (x-derived).
    const data = readOnly ? changedData : derived.derive(previous.current, changedData);
    const changed = new Set(diffRecords(previous.current, data).map((c) => c.campo));
    previous.current = data;
    setFormData(data);
    if (!changed.size) return;
    saved.current = false;
    setServerErrors((errors) => errors.filter((e) => !changed.has(e.path.replace(/^[/.]/, '').split(/[/.]/)[0])));
    if (readOnly) return;
    rules.changed(data, changed);
    computed.changed(data, changed);
  };

  // The doubts a save waits on the user for (SaveConfirmDialog), with the data it would save.
  const [doubts, setDoubts] = useState<{ readonly issues: readonly Issue[]; readonly data: RecordData } | null>(null);

  const submit = async (data: RecordData) => {
    if (readOnly || computed.pending) return;
    const issues = await rules.runAll(data);
    const blocking = blockingIssues(issues);
    // A refusal the spec says as a danger notice (ACC-47) is said as such, in its exact words.
    const said = blocking.find((issue) => issue.notice === 'danger');
    if (said) {
      danger(t(said.key, said.args ?? {}));
      tabs.goToField(said.path);
      return;
    }
    if (blocking.length) {
      // A rule refusing a field that holds nothing (no address) names it in the summary (SHR-07).
      const found = missingRequiredFields(
        blocking.map((issue) => ({ property: issue.path })),
        labelOf,
        fieldNames,
        data,
      );
      if (found.length) setMissing(found);
      else tabs.goToField(blocking[0].path);
      return;
    }
    // A rule could not check (a look-up failed): the user confirms, then the save goes on (CON-OP11).
    const unsure = doubtsOf(issues);
    if (unsure.length) {
      setDoubts({ issues: unsure, data });
      return;
    }
    await store(data);
  };

  const store = async (data: RecordData) => {
    // Fields the user may not write are not sent (the server would keep their stored value anyway),
    // nor those hidden (x-visible-when: an IIBB field of a note turned General).
    const datos = Object.fromEntries(
      Object.entries({ ...data, ...fixed }).filter(
        ([field]) => !module.readOnlyFields.has(field) && !access.unwritable.has(field) && !access.hidden.has(field),
      ),
    );
    try {
      const stored = await save.mutateAsync({ datos, id: record?.id, version: baseVersion });
      draft.clear();
      saved.current = true;
      success(t(saveSuccessKey(moduleConfig.messages, mode)));
      afterSave(stored);
    } catch (error) {
      const failure = saveFailed(error, t(saveErrorKey(moduleConfig.messages)));
      if (failure.conflict?.current) conflict.open(failure.conflict.current, data);
      if (failure.fieldErrors.length) setServerErrors([...failure.fieldErrors]);
    }
  };

  /**
   * "Eliminar" (modules.<m>.delete) after the user confirmed: the stored record opened here is a saved
   * one, so it is marked `eliminar` (vigente off, kept with its history: CRD-13, FEE-14); then the
   * form goes where "Volver" goes.
   */
  const deleteRecord = async () => {
    if (!record) return;
    try {
      await remove.mutateAsync({ id: record.id, version: baseVersion ?? record.version });
      draft.clear();
      saved.current = true;
      success(t(removeSuccessKey(moduleConfig.messages)));
      const back = backPath(config, screen, undefined, entry);
      if (back) navigate(back);
      else navigate(-1);
    } catch (error) {
      const failure = saveFailed(error, t(saveErrorKey(moduleConfig.messages)));
      if (failure.conflict?.current) conflict.open(failure.conflict.current, formData);
    }
  };

  return {
    /** "Eliminar": a saved record not yet marked `eliminar` (vigente) of a module that allows it, writable by the user; absent otherwise. */
    onDelete: moduleConfig.delete && record?.vigente && !readOnly ? deleteRecord : undefined,
    deleting: remove.isPending,
    screen,
    module,
    moduleConfig,
    mode,
    readOnly,
    /** Why the record is read-only by its state (`x-read-only-when`), or null. */
    stateReason,
    /** The module's words for a reader who may not write (CON-39), when that is why the form is read-only. */
    writeDenied: !viewOnly && !canWrite ? (moduleConfig.messages.writeDenied ?? null) : null,
    /** Fields hidden (unreadable) or disabled (unwritable) by permission. */
    access,
    /** Fields the route filled for this new record (`paths.createWith`): shown read-only. */
    fixedFields: useMemo(() => [...new Set([...Object.keys(fixed), ...(record ? (routeFields ?? []) : [])])], [fixed, record, routeFields]),
    /** The tabs (`ui:tabs`) and the selected one, for the template (formContext). */
    tabs: tabs.context,
    /** For link fields (formContext): a picked record's name, a derivation part (x-derived parts). */
    reportLinkName: derived.reportLinkName,
    record,
    formData,
    formKey,
    extraErrors,
    missing,
    conflict,
    /** Saving, or waiting for a computed field (the save waits for it, FEE-OP07). */
    saving: save.isPending || computed.pending,
    validator: validatorFor(module),
    transformErrors: spanishErrors(labelOf, { module: module.name, schema: module.schema }),
    labelOf,
    backPath: backPath(config, screen, record?.id, entry),
    /** rjsf onChange: keeps the data, re-runs affected rules, drops server errors of edited fields. */
    onChange: (changedData: RecordData) => change(changedData),
    onSubmit: (data: RecordData) => void submit(data),
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
    /** rjsf onBlur: leaving an input of a computed field asks for it now (FEE-OP07). */
    onBlur: (id: string) => computed.blurred(id),
    /**
     * rjsf onError: missing required fields open the summary; other errors focus the first field and
     * are said in a notice too, so that a refused save always tells why (an error on a field the
     * form does not show would otherwise refuse in silence).
     */
    onError: (errors: RJSFValidationError[]) => {
      // Every missing field of the form, whatever tab it is on (SHR-07, issue 21): the data tells an empty list or a rule's "at least one" apart.
      const found = missingRequiredFields(errors, labelOf, fieldNames, previous.current);
      if (found.length) setMissing(found);
      else if (errors[0]) {
        danger(refusalText(errors));
        tabs.goToField(errors[0].property?.replace(/^\./, '') ?? '');
      }
    },
    /** Closes the summary; with a path, shows that field's tab and focuses it. */
    closeSummary: (focus?: string) => {
      setMissing([]);
      if (focus) setTimeout(() => tabs.goToField(focus), 0);
    },
    closeConflict: conflict.close,
    /** After a record action (annul): the answer is the shown record. */
    recordChanged: (current: ModuleRecord) => {
      draft.clear();
      replaceData({ ...current.datos }, current.version, current.datos);
      onReload?.(current);
    },
    /** Drops the user's edits for the stored record. */
    reloadFromConflict: () => {
      const current = conflict.current;
      if (current) {
        draft.clear();
        replaceData({ ...current.datos }, current.version, current.datos);
        onReload?.(current);
      }
      conflict.close();
    },
    /** Fills the form with the merged values on the current version (saved with the next "Guardar"). */
    applyConflict: () => {
      const merged = conflict.merged();
      if (merged) {
        replaceData(merged.datos, merged.current.version, merged.current.datos);
        success(t('conflict.applied'));
      }
      conflict.close();
    },
    /** The kept draft offered when the form opened (SHR-OP01 override), or null. */
    draftOffer: draft.offer,
    /** Fills the form with the kept draft; it still saves against the version its edits started from. */
    restoreDraft: () => {
      const kept = draft.accept();
      if (!kept) return;
      const data = { ...kept.datos, ...fixed };
      replaceData(data, restoredVersion(kept, record?.version));
      const changed = new Set(diffRecords(record?.datos ?? {}, data).map((c) => c.campo));
      if (changed.size) rules.changed(data, changed);
      success(t('draft.restored'));
    },
    discardDraft: draft.discard,
    /** The user acted on the form: its changes from now on are edits (kept as a draft, asked about on leaving; issue 21). */
    touch: draft.touch,
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
