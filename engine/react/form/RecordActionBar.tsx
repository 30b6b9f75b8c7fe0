/** The buttons of a form screen's record actions (`actions`: Anular) and their confirmation (CRD-11, FEE-13). */
import { Alert, Button, Intent } from '@blueprintjs/core';
import { t } from '../../core/messages';
import type { useRecordActions } from './useRecordActions';


export function RecordActionBar({ controller }: { readonly controller: ReturnType<typeof useRecordActions> }) {
  const { actions, asking } = controller;
  if (!actions.length) return null;
  return (
    <>
      {actions.map((action) => (
        <Button key={action.field} icon="disable" intent={Intent.DANGER} variant="outlined" text={t('list.annul')} disabled={controller.running} onClick={() => controller.ask(action)} />
      ))}
      <Alert
        isOpen={asking !== null}
        intent={Intent.DANGER}
        icon="disable"
        confirmButtonText={t('list.annul')}
        cancelButtonText={t('ui.cancel')}
        onConfirm={() => void controller.confirm()}
        onCancel={controller.cancel}
      >
        <p>{t('list.annulConfirm')}</p>
      </Alert>
    </>
  );
}
