/**
 * The list's confirmations: annul (or restore) a row, and a toggle row action that asks first.
 * Blueprint's `Alert` with its overlay is not needed to draw the list, so ListScreen loads this
 * file after the first screen settled, or when a confirmation opens before that.
 */
import { Alert, Intent } from '@blueprintjs/core';
import '../theme/blueprintLater.css';
import { t } from '../../core/messages';
import type { RowActionsController } from './useRowActions';

export function ListConfirmations({ actions }: { readonly actions: RowActionsController }) {
  const annulled = actions.annulAction;
  return (
    <>
      <Alert
        isOpen={actions.annulling !== null}
        intent={annulled?.intent === 'success' ? Intent.SUCCESS : Intent.DANGER}
        icon={annulled?.intent === 'success' ? 'tick-circle' : 'disable'}
        confirmButtonText={annulled?.label ?? t('list.annul')}
        cancelButtonText={t('ui.cancel')}
        onConfirm={() => void actions.confirmAnnul()}
        onCancel={actions.cancelAnnul}
      >
        <p>{t(annulled?.confirmMessage ?? 'list.annulConfirm')}</p>
      </Alert>
      <Alert
        isOpen={actions.confirming !== null}
        intent={Intent.PRIMARY}
        icon="confirm"
        confirmButtonText={t('dialog.accept')}
        cancelButtonText={t('ui.cancel')}
        onConfirm={() => void actions.confirmToggle()}
        onCancel={actions.cancelToggle}
      >
        <p>{actions.confirming?.action.confirmMessage ? t(actions.confirming.action.confirmMessage) : null}</p>
      </Alert>
    </>
  );
}
