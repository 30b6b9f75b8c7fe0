/**
 * A module's record in its registered form, inside SchemaFormDialog: "Nuevo" of a related-records
 * panel or of a link field (prospect account, LNK-16; note, LNK-18) and opening a related record.
 * It runs the page's form controller (useRecordFormController): derived fields (a fee's
 * name), fields the server computes (its final fee, FEE-10), the module's rules and their messages,
 * read-only states, field access, the save with the module's messages, the server's field errors
 * under the fields and a stale version's conflict; only what follows a save differs (the host is
 * told, the dialog closes). Editing a saved record shows its change history under the fields,
 * collapsed, as every record form does.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { getDefaultFormState } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { isDirty } from '../../core/draftPolicy';
import { recordPart } from '../../core/form/recordPart';
import { recordFormScreen } from '../../core/recordFormScreen';
import type { ModuleRecord, RecordData } from '../data/types';
import { useConfigLoaded, useEngine } from '../engine/EngineProvider';
import { SaveDialogs } from '../form/SaveDialogs';
import { ReadOnlyReason } from '../form/ReadOnlyReason';
import { useRecordFormController } from '../form/useRecordFormController';
import { useRecordFormView } from '../form/useRecordFormView';
import { HistoryPanel } from '../history/HistoryPanel';
import { SchemaFormDialog } from './SchemaFormDialog';

export interface RecordFormDialogProps {
  /** Module of the record (a key of `modules`). */
  readonly module: string;
  /** The form screen the record opens in (a related panel's `form`); default: the module's first. */
  readonly screen?: string;
  readonly isOpen: boolean;
  readonly title: string;
  /** The record to edit; absent (or null) creates one. */
  readonly record?: ModuleRecord | null;
  /** Values a new record starts with (e.g. the link to the record the panel belongs to): fixed for it, as a page's create path fixes them. */
  readonly initial?: RecordData;
  /** Fields of a saved record shown read-only (the link to the panel's owner). */
  readonly fixed?: readonly string[];
  readonly onSaved: (saved: ModuleRecord) => void;
  readonly onCancel: () => void;
  /** Where a new record is created instead of the module's own create (a link kind's `createPath`, LNK-16). */
  readonly createPath?: string;
  /** The create route's part of the record (its saveRoute `fields`, LNK-OP04): only those fields (and the `initial` values) are shown and sent. */
  readonly partFields?: readonly string[];
}

/** The dialog: its form (and controller) start again each time it opens. */
export function RecordFormDialog(props: RecordFormDialogProps) {
  // Counted openings: each one mounts a fresh controller on the record given.
  const [openings, setOpenings] = useState({ count: 0, open: false });
  if (props.isOpen !== openings.open) setOpenings({ count: openings.count + (props.isOpen ? 1 : 0), open: props.isOpen });
  if (!props.isOpen) return null;
  return <RecordFormDialogBody key={`${openings.count}:${props.record?.id ?? 'nuevo'}`} {...props} />;
}

function RecordFormDialogBody({
  module: name,
  screen: screenId,
  title,
  record,
  initial,
  fixed = [],
  onSaved,
  onCancel,
  createPath,
  partFields,
}: RecordFormDialogProps) {
  const { config } = useEngine();
  // Another module's form: its screen config may still be an outline (decision 169).
  useConfigLoaded(name);
  const screen = useMemo(() => recordFormScreen(config, name, screenId), [config, name, screenId]);
  // By value: callers pass a new array on each render.
  const fixedKey = fixed.join(',');
  const routeFields = useMemo(() => (fixedKey ? fixedKey.split(',') : []), [fixedKey]);
  const c = useRecordFormController({ screen, record: record ?? undefined, initial: record ? undefined : initial, routeFields, onSaved, createPath });
  const { uiSchema, formContext } = useRecordFormView(c, { initial, withOwner: false });
  const schema = c.module.schema as unknown as RJSFSchema;
  const partKey = partFields?.join(',');
  const part = useMemo(() => (partKey ? recordPart(c.module.schema, partKey.split(','), initial) : undefined), [partKey, c.module.schema, initial]);
  // Edited: the data differs from what the dialog opened with, its schema defaults included (they are no edit).
  const [opened] = useState(c.formData);
  const opening = useMemo(() => getDefaultFormState(c.validator, schema, opened, schema) as RecordData, [c.validator, schema, opened]);
  const recordId = c.record?.id;
  return (
    <>
      <SchemaFormDialog
        isOpen
        title={title}
        schema={schema}
        uiSchema={uiSchema as UiSchema}
        formData={c.formData}
        validator={c.validator}
        formContext={formContext}
        extraErrors={c.extraErrors}
        busy={c.saving}
        part={record ? undefined : part}
        // Its fields' ids must not repeat those of the form behind the dialog.
        idPrefix={`registro_${name}`}
        onChange={c.onChange}
        onBlur={c.onBlur}
        dirty={isDirty(opening, c.formData)}
        onAccept={c.onSubmit}
        onCancel={onCancel}
      >
        <ReadOnlyReason controller={c} />
        {recordId !== undefined && (
          // The history table is wider than a dialog: it scrolls sideways rather than stretch it.
          <div className="bo-dialog-history" style={{ overflowX: 'auto' }}>
            <HistoryPanel module={name} id={recordId} labelOf={c.labelOf} />
          </div>
        )}
      </SchemaFormDialog>
      <SaveDialogs controller={c} />
    </>
  );
}
