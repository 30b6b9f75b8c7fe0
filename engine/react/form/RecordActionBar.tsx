/** The buttons of a form screen's record actions (`actions`: Anular, Eliminar) and their confirmation (FEE-13). */
import { Alert, Button, Intent } from '@blueprintjs/core';
import { t } from '../../core/messages';
import type { FormActionConfig } from '../../core/screenConfig';
import type { useRecordActions } from './useRecordActions';

const label = (action: FormActionConfig) => t(action.kind === 'annul' ? 'list.annul' : 'record.delete');

export function RecordActionBar({ controller }: { readonly controller: ReturnType<typeof useRecordActions> }) {
  const { actions, asking } = controller;
  if (!actions.length) return null;
  return (
    <>
      {actions.map((action) => (
        <Button key={action.kind} icon={action.kind === 'annul' ? 'disable' : 'trash'} intent={Intent.DANGER} variant="outlined" text={label(action)} disabled={controller.running} onClick={() => controller.ask(action)} />
      ))}
      <Alert
        isOpen={asking !== null}
        intent={Intent.DANGER}
        icon={asking?.kind === 'annul' ? 'disable' : 'trash'}
        confirmButtonText={asking ? label(asking) : ''}
        cancelButtonText={t('ui.cancel')}
        onConfirm={() => void controller.confirm()}
        onCancel={controller.cancel}
      >
        <p>{t(asking?.kind === 'delete' ? 'record.deleteConfirm' : 'list.annulConfirm')}</p>
      </Alert>
    </>
  );
}
