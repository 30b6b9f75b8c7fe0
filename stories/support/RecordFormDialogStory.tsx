/**
 * Story harness of RecordFormDialog on the bank module (inside the engine harness, fake API): a
 * button opens the record in the dialog (or a new one without `record`); the saved record's name
 * is shown under it.
 */
import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import type { ModuleRecord } from '../../engine/react/data/types';
import { RecordFormDialog } from '../../engine/react/dialogs/RecordFormDialog';

export interface RecordFormDialogStoryProps {
  /** The bank to edit; absent creates one. */
  readonly record?: ModuleRecord;
}

export function RecordFormDialogStory({ record }: RecordFormDialogStoryProps) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<ModuleRecord | null>(null);
  return (
    <div className="bo-page" style={{ padding: 24 }}>
      <Button text={record ? 'Abrir banco' : 'Nuevo banco'} onClick={() => setOpen(true)} />
      <RecordFormDialog
        module="banco"
        isOpen={open}
        title="Banco"
        record={saved ?? record}
        onSaved={(bank) => {
          setSaved(bank);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
      <p data-testid="guardado">{saved ? String(saved.datos.descripcion) : ''}</p>
    </div>
  );
}
