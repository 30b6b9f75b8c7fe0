/**
 * "Eliminar" on a row of a table (a related-records tab, a link list): the minimal danger style of
 * every destructive row action (a list's "Anular"), never a solid red button beside each row.
 */
import { Button, Intent } from '@blueprintjs/core';
import { t } from '../../core/messages';

export interface RemoveButtonProps {
  readonly onClick: () => void;
  readonly disabled?: boolean;
}

/** The row's remove button. */
export function RemoveButton({ onClick, disabled }: RemoveButtonProps) {
  return <Button size="small" variant="minimal" icon="trash" intent={Intent.DANGER} text={t('linkList.remove')} disabled={disabled} onClick={onClick} />;
}
