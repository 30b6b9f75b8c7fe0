/**
 * The required-fields summary (SHR-07): the module's required-fields message (`messages.required`:
 * `Faltan algunos datos obligatorios.` for OPP-29/ACT-28, by default `Debe completar los campos
 * obligatorios antes de guardar.`) and the missing fields by their Spanish labels; choosing one
 * closes the dialog and focuses it.
 */
import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import '../theme/blueprintLater.css';
import { t } from '../../core/messages';
import type { MissingField } from '../../core/missingRequiredFields';

export interface ErrorSummaryDialogProps {
  readonly missing: readonly MissingField[];
  /** Message key of the text above the list (engine/core/moduleMessages.ts requiredMessageKey). */
  readonly message: string;
  /** Closes; with a path, focuses that field. */
  readonly onClose: (focusPath?: string) => void;
}

/** Open while `missing` has entries. */
export function ErrorSummaryDialog({ missing, message, onClose }: ErrorSummaryDialogProps) {
  return (
    <Dialog
      isOpen={missing.length > 0}
      title={t('ui.errorSummaryTitle')}
      icon="warning-sign"
      isCloseButtonShown={false}
      onClose={() => onClose()}
      shouldReturnFocusOnClose={false}
      className="bo-summary-dialog"
    >
      <DialogBody>
        <p>{t(message)}</p>
        <ul className="bo-summary-list">
          {missing.map((field) => (
            <li key={field.path}>
              <Button variant="minimal" intent={Intent.DANGER} icon="arrow-right" text={field.label} onClick={() => onClose(field.path)} />
            </li>
          ))}
        </ul>
      </DialogBody>
      <DialogFooter actions={<Button intent={Intent.PRIMARY} text={t('ui.close')} onClick={() => onClose(missing[0]?.path)} autoFocus />} />
    </Dialog>
  );
}
