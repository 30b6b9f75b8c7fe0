/**
 * A form opens and the browser kept unsaved data of it (SHR-OP01 override: after an idle logout,
 * a closed tab...): offer it back with the time it was kept. The user must choose.
 */
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import '../theme/blueprintLater.css';
import type { Draft } from '../../core/draftStore';
import { formatDateTime } from '../../core/format/formatDate';
import { t } from '../../core/messages';

export interface RestoreDraftDialogProps {
  /** The kept draft; the dialog is open while there is one. */
  readonly draft: Draft | null;
  readonly onRestore: () => void;
  readonly onDiscard: () => void;
}

/** "Recuperar" or "Descartar" the kept draft. */
export function RestoreDraftDialog({ draft, onRestore, onDiscard }: RestoreDraftDialogProps) {
  return (
    <Dialog
      isOpen={draft !== null}
      title={t('draft.restoreTitle')}
      icon="history"
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      className="bo-draft-dialog"
    >
      <DialogBody>
        <p>{t('draft.restoreBody', { when: formatDateTime(draft?.savedAt) })}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('draft.discard')} onClick={onDiscard} />
            <Button intent={Intent.PRIMARY} icon="undo" text={t('draft.restore')} onClick={onRestore} autoFocus />
          </>
        }
      />
    </Dialog>
  );
}
