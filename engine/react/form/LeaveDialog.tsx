/** Leaving a form with unsaved changes: "Seguir editando" (the default) or "Salir sin guardar". */
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import '../theme/blueprintLater.css';
import { t } from '../../core/messages';

export interface LeaveDialogProps {
  readonly isOpen: boolean;
  readonly onLeave: () => void;
  readonly onStay: () => void;
}

/** Asks before a route change drops unsaved edits. */
export function LeaveDialog({ isOpen, onLeave, onStay }: LeaveDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onStay} title={t('draft.leaveTitle')} icon="warning-sign" className="bo-leave-dialog">
      <DialogBody>
        <p>{t('draft.leaveBody')}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('draft.stay')} onClick={onStay} autoFocus />
            <Button intent={Intent.DANGER} text={t('draft.leave')} onClick={onLeave} />
          </>
        }
      />
    </Dialog>
  );
}
