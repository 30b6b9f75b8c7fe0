/**
 * A save the form could not fully check (a rule's doubt, `Issue.confirm`: a look-up failed,
 * CON-OP11): the doubts' messages and the question; "Guardar de todos modos" saves, "Cancelar"
 * (the default) goes back to the form. A Blueprint Alert, as the form's other confirmations.
 */
import { Alert, Intent } from '@blueprintjs/core';
import '../theme/blueprintLater.css';
import { t } from '../../core/messages';
import type { Issue } from '../../core/validators';

export interface SaveConfirmDialogProps {
  /** The doubts to confirm; none: closed. */
  readonly doubts: readonly Issue[];
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

export function SaveConfirmDialog({ doubts, onConfirm, onCancel }: SaveConfirmDialogProps) {
  return (
    <Alert
      isOpen={doubts.length > 0}
      intent={Intent.WARNING}
      icon="warning-sign"
      className="bo-save-confirm"
      confirmButtonText={t('form.confirmSaveAction')}
      cancelButtonText={t('ui.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {doubts.map((doubt) => (
        <p key={doubt.key}>{t(doubt.key, doubt.args ?? {})}</p>
      ))}
      <p>{t('form.confirmSaveQuestion')}</p>
    </Alert>
  );
}
