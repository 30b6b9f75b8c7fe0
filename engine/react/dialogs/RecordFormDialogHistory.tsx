/**
 * The change history of the record a RecordFormDialog edits ("every record form shows its
 * history": who, when, which fields). The dialog's form gets this as its root object template
 * (`ui:ObjectFieldTemplate`, an rjsf extension point): the theme's layout of the fields, then the
 * collapsed "Historial" section under them, above Aceptar/Cancelar. The record to show comes
 * through formContext (`history`), so the template stays one stable component and the section
 * keeps its open state while the user types.
 */
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { HistoryPanel } from '../history/HistoryPanel';
import { ObjectFieldTemplate } from '../theme/ObjectFieldTemplate';

/** The saved record whose history the dialog shows, handed through formContext. */
export interface DialogHistory {
  readonly module: string;
  readonly id: number;
  /** Field label from the module schema's titles. */
  readonly labelOf: (path: string) => string;
}

/** The formContext key RecordFormDialog puts the record under (absent while creating). */
// A type, not an interface: it must fit formContext's `Record<string, unknown>`.
export type DialogHistoryContext = {
  readonly history?: DialogHistory;
};

/** Root object template of a record dialog: the fields as the theme lays them out, then the history. */
export function RecordFormDialogHistory(props: ObjectFieldTemplateProps) {
  const history = props.fieldPathId.path.length === 0 ? (props.registry.formContext as DialogHistoryContext | undefined)?.history : undefined;
  return (
    <>
      <ObjectFieldTemplate {...props} />
      {history && (
        // The history table is wider than a dialog: it scrolls sideways rather than stretch it.
        <div className="bo-dialog-history" style={{ overflowX: 'auto' }}>
          <HistoryPanel module={history.module} id={history.id} labelOf={history.labelOf} />
        </div>
      )}
    </>
  );
}
