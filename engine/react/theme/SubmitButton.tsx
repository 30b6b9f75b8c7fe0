/** The form's submit button: "Guardar", primary; spins while saving. */
import { Button, Intent } from '@blueprintjs/core';
import { getSubmitButtonOptions, type SubmitButtonProps } from '@rjsf/utils';
import { t } from '../../core/messages';

/** rjsf SubmitButton template; also used directly by the form's action bar. */
export function SubmitButton({ uiSchema, loading }: Partial<SubmitButtonProps> & { loading?: boolean }) {
  const { norender } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  return <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text={t('ui.save')} loading={loading} />;
}
