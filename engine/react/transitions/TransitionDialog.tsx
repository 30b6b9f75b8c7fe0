/**
 * A transition's confirmation (TransitionAction.tsx): the question with the record's values, an
 * optional reason, cancel and run. Loaded after the first screen settled, or when first needed
 *.
 */
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, TextArea, type IconName, type Intent } from '@blueprintjs/core';
import '../theme/blueprintLater.css';
import { useId } from 'react';
import { t } from '../../core/messages';
import { MAX_TRANSITION_REASON } from '../../core/transitions';

export interface TransitionDialogProps {
  readonly open: boolean;
  /** The transition's label: the dialog's title and its run button. */
  readonly title: string;
  readonly icon?: IconName;
  readonly intent: Intent;
  /** The question, already with the record's values. */
  readonly message: string;
  /** The reason box's label, or null when the transition takes no reason. */
  readonly reasonLabel: string | null;
  readonly reason: string;
  readonly onReason: (reason: string) => void;
  readonly running: boolean;
  readonly onClose: () => void;
  readonly onRun: () => void;
}

export function TransitionDialog({ open, title, icon, intent, message, reasonLabel, reason, onReason, running, onClose, onRun }: TransitionDialogProps) {
  const reasonId = useId();
  return (
    <Dialog isOpen={open} onClose={onClose} title={title} icon={icon} className="bo-transition-dialog">
      <DialogBody>
        <p>{message}</p>
        {reasonLabel !== null && (
          <FormGroup label={reasonLabel} labelFor={reasonId}>
            <TextArea id={reasonId} fill rows={3} maxLength={MAX_TRANSITION_REASON} value={reason} onChange={(e) => onReason(e.target.value)} />
          </FormGroup>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('ui.cancel')} onClick={onClose} disabled={running} />
            <Button intent={intent} text={title} loading={running} onClick={onRun} />
          </>
        }
      />
    </Dialog>
  );
}
