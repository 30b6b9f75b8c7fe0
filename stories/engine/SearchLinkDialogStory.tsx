/**
 * A page that opens the search-and-link dialog of a kind and shows what it handed over
 * (`data-testid="confirmed"`), for the dialog's stories and their tests.
 */
import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { SearchLinkDialog, type LinkedRecord } from '../../engine/react/linkSearch/SearchLinkDialog';

export interface SearchLinkDialogStoryProps {
  readonly kind: string;
  readonly multiple: boolean;
  readonly linkedIds?: readonly (string | number)[];
}

/** The dialog, open at first, with a button to open it again. */
export function SearchLinkDialogStory({ kind, multiple, linkedIds = [] }: SearchLinkDialogStoryProps) {
  const [open, setOpen] = useState(true);
  const [confirmed, setConfirmed] = useState<readonly LinkedRecord[]>([]);
  return (
    <main style={{ padding: 24 }}>
      <h1 className="bp6-heading">Vínculos</h1>
      <Button text="Abrir búsqueda" onClick={() => setOpen(true)} />
      <SearchLinkDialog
        kind={kind}
        isOpen={open}
        multiple={multiple}
        linkedIds={linkedIds}
        onClose={() => setOpen(false)}
        onConfirm={(records) => {
          setConfirmed(records);
          setOpen(false);
        }}
      />
      <pre data-testid="confirmed">{JSON.stringify(confirmed.map((r) => r.id))}</pre>
    </main>
  );
}
