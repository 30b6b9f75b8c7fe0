/**
 * A registered form in a dialog: an rjsf form with our Blueprint theme, widgets and fields for any
 * sub-schema (a link list's item) or module schema, with Aceptar/Cancelar. Aceptar validates: a
 * missing required field shows `Debe completar los campos obligatorios` with the fields' labels and
 * the message under each field; nothing is accepted until the form is valid. The engine's answer
 * to the spec's other modals (address, file, note, bank account...): a form, not a copy of one.
 * Escape closes the innermost layer only (an open list, a calendar), and an edited form asks before
 * the dialog drops it, whichever way it is closed (useGuardedClose).
 */
import { Button, Callout, Classes, Dialog, DialogBody, Intent } from '@blueprintjs/core';
import '../theme/blueprintLater.css';
import { getDefaultFormState, type ErrorSchema, type RJSFSchema, type RJSFValidationError, type UiSchema, type ValidatorType } from '@rjsf/utils';
import { useMemo, useState, type ReactNode } from 'react';
import { missingRequiredFields, type MissingField } from '../../core/missingRequiredFields';
import { isDirty } from '../../core/draftPolicy';
import { LeaveDialog } from '../form/LeaveDialog';
import { useGuardedClose } from './useGuardedClose';
import { t } from '../../core/messages';
import type { ModuleSchema } from '../../core/schemaRegistry';
import { EngineForm } from '../form/EngineForm';
import type { FormContext } from '../form/formContext';
import { fieldLabeler } from '../form/fieldLabel';
import { useFormDataStore } from '../form/formDataStore';
import { spanishErrors } from '../validation/transformErrors';
import { errorField, partData, partHidden, partUiSchema, type RecordPart } from '../../core/form/recordPart';

type Data = Record<string, unknown>;
const noData: Data = {};
/** The dialog's class: the unsaved-changes guard finds the dialog by it. */
const DIALOG_CLASS = 'bo-schema-form-dialog';

export interface SchemaFormDialogProps {
  readonly isOpen: boolean;
  readonly title: string;
  /** An object schema: a module schema or a sub-schema of one. */
  readonly schema: RJSFSchema;
  readonly uiSchema?: UiSchema;
  /** The values the form opens with. */
  readonly formData?: Data;
  /** The rjsf validator of `schema` (see itemValidator for an array's item schema). */
  readonly validator: ValidatorType;
  /** Passed to widgets as the host form does (e.g. `{ mode: 'create' }`). */
  readonly formContext?: FormContext;
  /** Messages placed under fields (e.g. the server's `campos` after a failed save). */
  readonly extraErrors?: ErrorSchema;
  /** True while the accepted data is being saved: Aceptar waits. */
  readonly busy?: boolean;
  /** Prefix of the fields' ids (default `root`): a record's form over another form needs its own. */
  readonly idPrefix?: string;
  /** Called with the valid data. */
  readonly onAccept: (data: Data) => void;
  readonly onCancel: () => void;
  /** Shown under the fields, above Aceptar/Cancelar (e.g. a record's history). */
  readonly children?: ReactNode;
  /** A create of part of the record (saveRoutes `fields`, LNK-OP04): only its fields shown, only their problems reported. */
  readonly part?: RecordPart;
  /**
   * A host that keeps the data (a record's form controller): told of each edit, and its
   * `formData` is then what the form shows (derived and computed fields included).
   */
  readonly onChange?: (data: Data) => void;
  /** Told when an input is left (a computed field asks for its value then, FEE-OP07). */
  readonly onBlur?: (id: string) => void;
  /** With `onChange`: whether the host's data holds edits (the dialog asks before dropping them). */
  readonly dirty?: boolean;
}

/** The dialog; its form starts again from `formData` each time it opens. */
export function SchemaFormDialog({
  isOpen,
  title,
  schema,
  uiSchema,
  formData,
  validator,
  formContext,
  extraErrors,
  busy,
  idPrefix,
  onAccept,
  onCancel,
  children,
  part,
  onChange,
  onBlur,
  dirty: hostDirty,
}: SchemaFormDialogProps) {
  const [missing, setMissing] = useState<readonly MissingField[]>([]);
  const [opened, setOpened] = useState(0);
  // What the user typed since this opening: rjsf resets a form to its `formData` prop whenever any
  // prop changes (busy, extraErrors), so the form is handed back its own data while it stays open.
  const [edited, setEdited] = useState<{ readonly opened: number; readonly data: Data } | null>(null);
  const data = !onChange && edited && edited.opened === opened ? edited.data : formData;
  // Widgets that read other fields (filtered combos, link prefill) get the dialog's data as a form
  // gets its own (formDataStore.ts), unless the host hands them a store of its own.
  const formStore = useFormDataStore(data ?? noData);
  const context: FormContext = useMemo(() => (formContext?.formStore ? formContext : { ...formContext, formStore }), [formContext, formStore]);
  const labelOf = useMemo(() => fieldLabeler(schema as unknown as ModuleSchema), [schema]);
  // The host's module (formContext.messageSource): its conditional rules' own x-message apply here too.
  const spanish = useMemo(() => spanishErrors(labelOf, formContext?.messageSource), [labelOf, formContext?.messageSource]);
  // A part: the fields it shows for the data being edited; problems of other fields are not the user's to fix here.
  const hidden = useMemo(() => (part ? partHidden(schema, part, data ?? noData) : null), [part, schema, data]);
  const partUi = useMemo(
    () =>
      part && hidden
        ? (partUiSchema(
            uiSchema ?? {},
            Object.keys(schema.properties ?? {}),
            part.shown.filter((f) => !hidden.has(f)),
          ) as UiSchema)
        : uiSchema,
    [part, hidden, uiSchema, schema],
  );
  const transformErrors = useMemo((): typeof spanish => {
    if (!part || !hidden) return spanish;
    const visible = new Set(part.shown.filter((f) => !hidden.has(f)));
    return (errors, ui) =>
      spanish(
        errors.filter((error) => visible.has(errorField(error.property))),
        ui,
      );
  }, [spanish, part, hidden]);
  const onError = (errors: RJSFValidationError[]) => setMissing(missingRequiredFields(errors, labelOf, Object.keys(schema.properties ?? {})));
  // Edited: the data differs from what the form opened with, its schema defaults included (they are no edit).
  const opening = useMemo(() => getDefaultFormState(validator, schema, formData ?? noData, schema) as Data, [validator, schema, formData]);
  const dirty = hostDirty ?? (edited !== null && edited.opened === opened && isDirty(opening, edited.data));
  const close = useGuardedClose(isOpen, dirty, onCancel, `.${DIALOG_CLASS}`);
  return (
    <>
      <LeaveDialog isOpen={isOpen && close.asking} onLeave={close.leave} onStay={close.stay} />
      <Dialog
        isOpen={isOpen}
        title={title}
        canEscapeKeyClose={false}
        onClose={close.requestClose}
        onOpening={() => {
          setMissing([]);
          setOpened((n) => n + 1);
        }}
        className={DIALOG_CLASS}
        style={{ width: 560 }}
      >
        <DialogBody>
          <div ref={close.insideRef} hidden />
          {missing.length > 0 && (
            <Callout intent={Intent.DANGER} icon="warning-sign" role="alert" style={{ marginBottom: 12 }}>
              <p>{t('form.missingShort')}</p>
              <ul className="bo-summary-list">
                {missing.map((field) => (
                  <li key={field.path}>{field.label}</li>
                ))}
              </ul>
            </Callout>
          )}
          <EngineForm
            key={opened}
            className="bo-dialog-form"
            schema={schema}
            uiSchema={partUi}
            validator={validator}
            formData={data}
            formContext={context}
            idPrefix={idPrefix}
            transformErrors={transformErrors}
            extraErrors={extraErrors}
            focusOnFirstError={false}
            onError={onError}
            onChange={(event) => (onChange ? onChange(event.formData ?? {}) : setEdited({ opened, data: event.formData ?? {} }))}
            onBlur={onBlur}
            onSubmit={(event) => {
              setMissing([]);
              onAccept(part ? partData(event.formData ?? {}, part) : (event.formData ?? {}));
            }}
          >
            {children}
            <div className={Classes.DIALOG_FOOTER_ACTIONS} style={{ marginTop: 16 }}>
              <Button text={t('dialog.cancel')} onClick={close.requestClose} />
              <Button type="submit" intent={Intent.PRIMARY} text={t('dialog.accept')} loading={busy} />
            </div>
          </EngineForm>
        </DialogBody>
      </Dialog>
    </>
  );
}
