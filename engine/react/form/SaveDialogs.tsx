/**
 * The dialogs a save may open, whichever editor runs it (the page's RecordForm, the related
 * panel's RecordFormDialog): the doubts to confirm (SaveConfirmDialog) and a version conflict
 * (ConflictDialog), both driven by the record form controller.
 */
import { ConflictDialog } from './ConflictDialog';
import { SaveConfirmDialog } from './SaveConfirmDialog';
import type { RecordFormController } from './useRecordFormController';

export function SaveDialogs({ controller: c }: { readonly controller: RecordFormController }) {
  return (
    <>
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
    </>
  );
}
