/**
 * One record's form: rjsf with our Blueprint theme, over `useRecordFormController`. Fields the user
 * may not read are hidden, fields the user may not write are disabled (`x-access`); a record that
 * its state makes read-only says why.
 */
import { hidingUnusedOwnerLinks } from '../../core/form/ownerLinks';
import { hidingUnreadableLinks, unreadableLinkFields } from '../../core/form/unreadableLinks';
import { sessionRecordName } from '../../core/recordScope';
import { recordNameField } from '../../core/recordName';
import { Callout, Intent, Tag } from '@blueprintjs/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import type { FieldAccess } from '../../core/form/fieldAccess';
import { t } from '../../core/messages';
import { requiredMessageKey } from '../../core/moduleMessages';
import { mayPassOnSomeRecord } from '../../core/permissions';
import { withReadableRelated } from '../../core/related/relatedPanel';
import type { FormScreenConfig } from '../../core/screenConfig';
import type { ModuleRecord, RecordData } from '../data/types';
import { useEngine } from '../engine/EngineProvider';
import { useSession } from '../session/SessionProvider';
import { HistoryPanel } from '../history/HistoryPanel';
import { PageHeader } from '../shell/PageHeader';
import { ConflictDialog } from './ConflictDialog';
import { EngineForm } from './EngineForm';
import type { FormContext } from './formContext';
import { ErrorSummaryDialog } from './ErrorSummaryDialog';
import { FormActions } from './FormActions';
import { LeaveDialog } from './LeaveDialog';
import { RestoreDraftDialog } from './RestoreDraftDialog';
import { SaveConfirmDialog } from './SaveConfirmDialog';
import { useFormDataStore } from './formDataStore';
import { useRecordFormController } from './useRecordFormController';
import { RecordActionBar, RecordTransitions } from './RecordActionBar';
import { useRecordActions } from './useRecordActions';

export interface RecordFormProps {
  readonly screen: FormScreenConfig;
  readonly record?: ModuleRecord;
  /** soloVer: read-only whatever the user's rights. */
  readonly viewOnly?: boolean;
  readonly onReload?: (current: ModuleRecord) => void;
  readonly onFollowUp?: (saved: ModuleRecord) => void;
  /** Create mode: fields filled from the route (`paths.createWith`), shown read-only. */
  readonly initial?: RecordData;
  /** Edit mode: fields the edit path names besides `:id`, shown read-only. */
  readonly routeFields?: readonly string[];
  /** Create mode: where the new record goes once saved instead of its edit form (`?volver=`, `afterSave.returnTo`). */
  readonly returnPath?: string | null;
  /** The tab the form opens on (`?solapa=`); the first when absent. */
  readonly initialTab?: string | null;
}

/** The ui schema with unreadable fields (unwritable ones marked `hideUnwritable`, and those `x-visible-when` hides) hidden and other unwritable ones disabled. */
function withFieldAccess(ui: Record<string, unknown>, access: FieldAccess): Record<string, unknown> {
  if (!access.unwritable.size && !access.hidden.size) return ui;
  const result: Record<string, unknown> = { ...ui };
  for (const field of new Set([...access.unwritable, ...access.hidden])) {
    const own = (ui[field] as Record<string, unknown> | undefined) ?? {};
    result[field] = access.hidden.has(field) ? { ...own, 'ui:widget': 'hidden' } : { ...own, 'ui:disabled': true };
  }
  return result;
}

/** The ui schema with the fields the route filled shown read-only (`paths.createWith`). */
function withFixedFields(ui: Record<string, unknown>, fixed: readonly string[]): Record<string, unknown> {
  if (!fixed.length) return ui;
  return { ...ui, ...Object.fromEntries(fixed.map((field) => [field, { ...((ui[field] as Record<string, unknown> | undefined) ?? {}), 'ui:readonly': true }])) };
}

/** The form view. */
export function RecordForm(props: RecordFormProps) {
  const c = useRecordFormController(props);
  // Anular / Eliminar on the saved record (form screen `actions`, FEE-13).
  const recordActions = useRecordActions(props.screen, c.record, c.recordChanged);
  const [submitted, setSubmitted] = useState(false);
  const { config: appConfig } = useEngine();
  const { principal } = useSession();
  // Related tabs of modules the user may not read are not shown (ACC-36, CRD-19).
  const uiSchema = useMemo(() => {
    const mayReadModule = (m: string) => mayPassOnSomeRecord(principal, appConfig.modules[m]?.access.read);
    const readable = withReadableRelated(c.module.ui, mayReadModule);
    // A child of one parent shows that owner only (CRD-03, NOT-02): the other owner links are hidden.
    const owned = hidingUnusedOwnerLinks(readable, c.module.schema, c.record?.datos ?? {}, c.fixedFields);
    // A link the user can do nothing with (a module they may not read, no name the session told) would show a bare id: hidden.
    const shown = c.record?.datos ?? props.initial ?? {};
    const mayReadKind = (kind: string) => mayReadModule(appConfig.links?.[kind]?.module ?? '');
    const unreadable = unreadableLinkFields(c.module.schema.properties, shown, mayReadKind, (id) => sessionRecordName(principal, id) !== null);
    return withFixedFields(withFieldAccess(hidingUnreadableLinks(owned, unreadable), c.access), c.fixedFields);
  }, [c.module, c.access, c.fixedFields, c.record, props.initial, principal, appConfig]);
  // Widgets read the mode (e.g. relative date defaults apply only to new records).
  // ... and the form's data through a stable store (prefill rules, filtered combos; formDataStore.ts
  // says why not the data object) ... and the tabs' selection (ui:tabs), which the controller owns.
  // ... and the saved record, whose related-records panels (ui:tabs `related`) list what links to it.
  const formStore = useFormDataStore(c.formData);
  const recordId = c.record?.id;
  const owner = useMemo(() => (recordId === undefined ? undefined : { id: recordId, readOnly: c.readOnly }), [recordId, c.readOnly]);
  // ... and the module's messages (a failed combo's text, messages.comboError) ... and where a link
  // field reports the name of a record it picked (a derivation part, x-derived parts).
  const moduleMessages = c.moduleConfig.messages;
  const reportLinkName = c.reportLinkName;
  const messageSource = useMemo(() => ({ module: c.module.name, schema: c.module.schema }), [c.module]);
  const formContext = useMemo(
    (): FormContext => ({ mode: c.mode, formStore, tabs: c.tabs, owner, recordId, moduleMessages, reportLinkName, messageSource }),
    [c.mode, formStore, c.tabs, owner, recordId, moduleMessages, reportLinkName, messageSource],
  );
  const nameField = recordNameField(appConfig, props.screen.module, c.module);
  const name = c.record && nameField ? c.record.datos[nameField] : undefined;
  const tags = (
    <>
      {typeof name === 'string' && name && <span className="bo-page-subtitle">{name}</span>}
      {c.readOnly && (
        <Tag icon="lock" minimal round>
          {t('ui.readOnly')}
        </Tag>
      )}
    </>
  );
  return (
    <div className="bo-page">
      <PageHeader title={props.screen.title} tags={tags} />
      {c.writeDenied && (
        <Callout intent={Intent.DANGER} icon="lock" className="bo-read-only-reason" role="alert">
          {t(c.writeDenied)}
        </Callout>
      )}
      {c.stateReason && (
        <Callout intent={Intent.WARNING} icon="lock" className="bo-read-only-reason" role="status">
          {t(c.stateReason.key, c.stateReason.args)}
        </Callout>
      )}
      <EngineForm
        key={c.formKey}
        className="bo-record-form"
        schema={c.module.schema as unknown as RJSFSchema}
        uiSchema={uiSchema as UiSchema}
        validator={c.validator}
        formData={c.formData}
        formContext={formContext}
        transformErrors={c.transformErrors}
        extraErrors={c.extraErrors}
        focusOnFirstError={false}
        liveValidate={submitted ? 'onBlur' : undefined}
        disabled={c.readOnly}
        onChange={(e) => c.onChange(e.formData ?? {})}
        onSubmit={(e) => c.onSubmit(e.formData ?? {})}
        onBlur={(id) => c.onBlur(id)}
        onError={(errors) => {
          setSubmitted(true);
          c.onError(errors);
        }}
      >
        <FormActions readOnly={c.readOnly} saving={c.saving} backPath={c.backPath} recordActions={<RecordActionBar controller={recordActions} />} transitions={props.viewOnly ? undefined : <RecordTransitions controller={recordActions} onDone={c.recordChanged} />} onDelete={c.onDelete} deleting={c.deleting} />
      </EngineForm>
      {c.record && <HistoryPanel module={props.screen.module} id={c.record.id} labelOf={c.labelOf} />}
      <ErrorSummaryDialog missing={c.missing} message={requiredMessageKey(c.moduleConfig.messages)} onClose={c.closeSummary} />
      <RestoreDraftDialog draft={c.draftOffer} onRestore={c.restoreDraft} onDiscard={c.discardDraft} />
      <LeaveDialog isOpen={c.leaving} onLeave={c.leave} onStay={c.stay} />
      <SaveConfirmDialog doubts={c.doubts} onConfirm={c.confirmSave} onCancel={c.cancelSave} />
      <ConflictDialog
        current={c.conflict.current}
        fields={c.conflict.fields}
        choices={c.conflict.choices}
        lastChangeOf={c.conflict.lastChangeOf}
        labelOf={c.labelOf}
        onChoose={c.conflict.choose}
        onApply={c.applyConflict}
        onClose={c.closeConflict}
        onReload={c.reloadFromConflict}
      />
    </div>
  );
}
