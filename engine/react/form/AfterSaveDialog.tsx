/**
 * The follow-up modal after a save, declared in config (`afterSave.modal`): its title, message and
 * action buttons (each opens a screen: a list at its path, a form in create mode); closing it
 * stays on the saved record.
 */
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import '../theme/blueprintLater.css';
import { t } from '../../core/messages';
import type { AfterSaveModal } from '../../core/screenConfig';

export interface AfterSaveDialogProps {
  /** The modal's config, or null when closed. */
  readonly modal: AfterSaveModal | null;
  /** Opens the action's screen (by id). */
  readonly onAction: (screenId: string) => void;
  /** Stays on the saved record. */
  readonly onStay: () => void;
}

/** The after-save modal. */
export function AfterSaveDialog({ modal, onAction, onStay }: AfterSaveDialogProps) {
  return (
    <Dialog
      isOpen={modal !== null}
      title={modal ? t(modal.title) : undefined}
      icon={modal ? 'tick-circle' : undefined}
      onClose={onStay}
      className="bo-after-save-dialog"
    >
      <DialogBody>{modal && <p>{t(modal.message)}</p>}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('afterSave.stay')} onClick={onStay} />
            {modal?.actions.map((action, i) => (
              <Button key={action.navigate} intent={i === 0 ? Intent.PRIMARY : Intent.NONE} text={t(action.label)} onClick={() => onAction(action.navigate)} />
            ))}
          </>
        }
      />
    </Dialog>
  );
}
