/**
 * One record's form: rjsf with our Blueprint theme, over `useRecordFormController`. Fields the user
 * may not read are hidden, fields the user may not write are disabled (`x-access`); a record that
 * its state makes read-only says why.
 */
import { recordNameField } from '../../core/recordName';
import { Tag } from '@blueprintjs/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useState } from 'react';
import { t } from '../../core/messages';
import { requiredMessageKey } from '../../core/moduleMessages';
import type { FormScreenConfig } from '../../core/screenConfig';
import type { ModuleRecord, RecordData } from '../data/types';
import { useEngine } from '../engine/EngineProvider';
import { HistoryPanel } from '../history/HistoryPanel';
import { PageHeader } from '../shell/PageHeader';
import { ReadOnlyReason } from './ReadOnlyReason';
import { SaveDialogs } from './SaveDialogs';
import { EngineForm } from './EngineForm';
import { ErrorSummaryDialog } from './ErrorSummaryDialog';
import { FormActions } from './FormActions';
import { LeaveDialog } from './LeaveDialog';
import { RestoreDraftDialog } from './RestoreDraftDialog';
import { useRecordFormController } from './useRecordFormController';
import { useRecordFormView } from './useRecordFormView';
import { useTouchHandlers } from './useTouchHandlers';
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
  /** Create mode: the owner's linked values the server answered for the write guard (useOwnerGuardValues). */
  readonly ownerGuardValues?: RecordData;
  /** Edit mode: fields the edit path names besides `:id`, shown read-only. */
  readonly routeFields?: readonly string[];
  /** Where the record goes once saved: the caller (`?volver=`), or in create mode `afterSave.returnTo`, instead of its edit form. */
  readonly returnPath?: string | null;
  /** The tab the form opens on (`?solapa=`); the first when absent. */
  readonly initialTab?: string | null;
  /** Hears the tab the user shows (the screen reopens the saved record on it). */
  readonly onTabChange?: (title: string) => void;
}

/** The form view. */
export function RecordForm(props: RecordFormProps) {
  const c = useRecordFormController(props);
  // Anular / Eliminar on the saved record (form screen `actions`, FEE-13).
  const recordActions = useRecordActions(props.screen, c.record, c.recordChanged);
  const [submitted, setSubmitted] = useState(false);
  // The user's first action on the form starts its edits (a form nobody touched offers no draft).
  const touchHandlers = useTouchHandlers(c.touch);
  const { config: appConfig } = useEngine();
  // The ui schema and formContext every host of a record uses (useRecordFormView).
  const { uiSchema, formContext } = useRecordFormView(c, { initial: props.initial });
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
      <ReadOnlyReason controller={c} />
      <div {...touchHandlers}>
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
          // Once "Guardar" has validated the form, its schema messages (a conditional rule's too) follow each change, as the rules' messages do.
          liveValidate={submitted ? 'onChange' : undefined}
          disabled={c.readOnly}
          onChange={(e) => c.onChange(e.formData ?? {})}
          onSubmit={(e) => c.onSubmit(e.formData ?? {})}
          onBlur={(id) => c.onBlur(id)}
          onError={(errors) => {
            setSubmitted(true);
            c.onError(errors);
          }}
        >
          <FormActions
            readOnly={c.readOnly}
            saving={c.saving}
            backPath={c.backPath}
            recordActions={<RecordActionBar controller={recordActions} />}
            transitions={props.viewOnly ? undefined : <RecordTransitions controller={recordActions} onDone={c.recordChanged} />}
            onDelete={c.onDelete}
            deleting={c.deleting}
          />
        </EngineForm>
      </div>
      {c.record && <HistoryPanel module={props.screen.module} id={c.record.id} labelOf={c.labelOf} />}
      <ErrorSummaryDialog missing={c.missing} message={requiredMessageKey(c.moduleConfig.messages)} onClose={c.closeSummary} />
      <RestoreDraftDialog draft={c.draftOffer} onRestore={c.restoreDraft} onDiscard={c.discardDraft} />
      <LeaveDialog isOpen={c.leaving} onLeave={c.leave} onStay={c.stay} />
      <SaveDialogs controller={c} />
    </div>
  );
}
