/**
 * A module's record in its registered form (schema + ui schema), inside SchemaFormDialog: "Nuevo"
 * of a related-records panel or of a link field (prospect account, LNK-16; note, LNK-18) and
 * opening a related record. Create POSTs `{ datos }` with the given starting values, edit PUTs
 * `{ version, datos }`; the module's save messages are shown, the server's field errors go under
 * the fields and the dialog stays open until the save succeeds (a 409 says the record changed).
 * Editing a saved record shows its change history under the fields, collapsed, as every record
 * form does.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { t } from '../../core/messages';
import { saveErrorKey, saveSuccessKey } from '../../core/moduleMessages';
import type { ModuleRecord, RecordData } from '../data/types';
import { useSaveRecord } from '../data/useSaveRecord';
import { withoutSystemFields } from '../../core/systemFields';
import { hidingUnusedOwnerLinks } from '../../core/form/ownerLinks';
import { useEngine, useModule } from '../engine/EngineProvider';
import { toFieldErrorSchema, type FieldMessageAt } from '../form/fieldErrors';
import type { FormContext } from '../form/formContext';
import { fieldLabeler } from '../form/fieldLabel';
import { useSaveFailure } from '../notifications/useFailureNotice';
import { useNotify } from '../notifications/useNotify';
import { HistoryPanel } from '../history/HistoryPanel';
import { SchemaFormDialog } from './SchemaFormDialog';
import { recordPart } from '../../core/form/recordPart';

export interface RecordFormDialogProps {
  /** Module of the record (a key of `modules`). */
  readonly module: string;
  readonly isOpen: boolean;
  readonly title: string;
  /** The record to edit; absent (or null) creates one. */
  readonly record?: ModuleRecord | null;
  /** Values a new record starts with (e.g. the link to the record the panel belongs to). */
  readonly initial?: RecordData;
  /** Fields shown read-only: their value is the one given (the link, preset values). */
  readonly fixed?: readonly string[];
  readonly onSaved: (saved: ModuleRecord) => void;
  readonly onCancel: () => void;
  /** Where a new record is created instead of the module's own create (a link kind's `createPath`, LNK-16). */
  readonly createPath?: string;
  /** The create route's part of the record (its saveRoute `fields`, LNK-OP04): only those fields (and the `initial` values) are shown and sent. */
  readonly partFields?: readonly string[];
}

/** The module's ui schema with the fixed fields read-only. */
function withFixed(ui: Readonly<Record<string, unknown>>, fixed: readonly string[]): UiSchema {
  const result: Record<string, unknown> = { ...ui };
  for (const field of fixed) result[field] = { ...((ui[field] as object | undefined) ?? {}), 'ui:readonly': true };
  return result as UiSchema;
}

/** The dialog. */
export function RecordFormDialog({ module: name, isOpen, title, record, initial, fixed = [], onSaved, onCancel, createPath, partFields }: RecordFormDialogProps) {
  const { validatorFor } = useEngine();
  const { module, config } = useModule(name);
  const save = useSaveRecord(name, undefined, createPath);
  const partKey = partFields?.join(',');
  const part = useMemo(() => (partKey ? recordPart(module.schema, partKey.split(','), initial) : undefined), [partKey, module.schema, initial]);
  const { success } = useNotify();
  const saveFailed = useSaveFailure();
  const [serverErrors, setServerErrors] = useState<readonly FieldMessageAt[]>([]);
  // By value: callers pass a new array on each render.
  const fixedKey = fixed.join(',');
  // A child of one parent shows that owner only (SUP-20, CRD-03, NOT-02): the other owner links are hidden, as in the form.
  const uiSchema = useMemo(() => {
    const given = fixedKey ? fixedKey.split(',') : [];
    return withFixed(hidingUnusedOwnerLinks(module.ui, module.schema, record?.datos ?? initial ?? {}, given), given);
  }, [module.ui, module.schema, fixedKey, record, initial]);
  const formData = useMemo(() => withoutSystemFields(record ? { ...record.datos } : { ...(initial ?? {}) }), [record, initial]);
  const labelOf = useMemo(() => fieldLabeler(module.schema), [module.schema]);
  const recordId = record?.id;
  const formContext = useMemo((): FormContext => ({ mode: recordId === undefined ? 'create' : 'edit', recordId, messageSource: { module: module.name, schema: module.schema } }), [recordId, module]);
  const extraErrors = useMemo(() => (serverErrors.length ? toFieldErrorSchema(serverErrors, module.schema) : undefined), [serverErrors, module.schema]);

  const accept = async (data: RecordData) => {
    setServerErrors([]);
    // The fixed fields keep their given value, whatever reached the form.
    const datos = { ...data, ...Object.fromEntries(fixed.map((f) => [f, (record?.datos ?? initial ?? {})[f]])) };
    try {
      const saved = await save.mutateAsync(record ? { id: record.id, version: record.version, datos } : { datos });
      success(t(saveSuccessKey(config.messages, record ? 'edit' : 'create')));
      onSaved(saved);
    } catch (error) {
      setServerErrors(saveFailed(error, t(saveErrorKey(config.messages))).fieldErrors);
    }
  };

  return (
    <SchemaFormDialog
      isOpen={isOpen}
      title={title}
      schema={module.schema as unknown as RJSFSchema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validatorFor(module)}
      formContext={formContext}
      extraErrors={extraErrors}
      busy={save.isPending}
      part={record ? undefined : part}
      // Its fields' ids must not repeat those of the form behind the dialog.
      idPrefix={`registro_${name}`}
      onAccept={(data) => void accept(data)}
      onCancel={() => {
        setServerErrors([]);
        onCancel();
      }}
    >
      {recordId !== undefined && (
        // The history table is wider than a dialog: it scrolls sideways rather than stretch it.
        <div className="bo-dialog-history" style={{ overflowX: 'auto' }}>
          <HistoryPanel module={name} id={recordId} labelOf={labelOf} />
        </div>
      )}
    </SchemaFormDialog>
  );
}
