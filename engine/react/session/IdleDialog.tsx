/** The idle warning (SHR-OP02): a visible countdown and "Seguir conectado". */
import { Button, Dialog, DialogBody, DialogFooter, Intent, ProgressBar } from '@blueprintjs/core';
import '../theme/blueprintLater.css';
import { t } from '../../core/messages';

export interface IdleDialogProps {
  /** Seconds left; the dialog is open while this is a number. */
  readonly secondsLeft: number | null;
  readonly countdownSeconds: number;
  readonly onStay: () => void;
}

/** Modal countdown before the idle logout. */
export function IdleDialog({ secondsLeft, countdownSeconds, onStay }: IdleDialogProps) {
  const open = secondsLeft !== null;
  return (
    <Dialog
      isOpen={open}
      title={t('session.idleTitle')}
      icon="time"
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      className="bo-idle-dialog"
    >
      <DialogBody>
        <p aria-live="assertive" className="bo-idle-body">
          {t('session.idleBody', { seconds: secondsLeft ?? 0 })}
        </p>
        <ProgressBar intent={Intent.WARNING} stripes={false} animate={false} value={open ? (secondsLeft ?? 0) / countdownSeconds : 0} />
      </DialogBody>
      <DialogFooter actions={<Button intent={Intent.PRIMARY} text={t('session.keepAlive')} onClick={onStay} autoFocus />} />
    </Dialog>
  );
}
