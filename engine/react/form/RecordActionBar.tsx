/** The buttons of a form screen's record actions (`actions`: Anular, and module transitions such as Autorizar) and their confirmation (CRD-11, FEE-13, SUP-17). */
import { Alert, Button, Intent } from '@blueprintjs/core';
import '../theme/blueprintLater.css';
import { t } from '../../core/messages';
import { TransitionAction } from '../transitions/TransitionAction';
import type { ModuleRecord } from '../data/types';
import type { useRecordActions } from './useRecordActions';

/** The annul actions: shown on a record the user may write (the form's action bar hides them on a read-only form). */
export function RecordActionBar({ controller }: { readonly controller: ReturnType<typeof useRecordActions> }) {
  const { actions, asking } = controller;
  if (!actions.length) return null;
  return (
    <>
      {actions.map((action) => (
        <Button
          key={action.field}
          icon="disable"
          intent={Intent.DANGER}
          variant="outlined"
          text={t('list.annul')}
          disabled={controller.running}
          onClick={() => controller.ask(action)}
        />
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

/** The screen's transitions: each decided by its own guard and the record's state, not by the user's write access (SUP-39). */
export function RecordTransitions({
  controller,
  onDone,
}: {
  readonly controller: ReturnType<typeof useRecordActions>;
  readonly onDone: (current: ModuleRecord) => void;
}) {
  const { record, transitions, module } = controller;
  if (!record || !transitions.length) return null;
  return (
    <>
      {transitions.map((transition) => (
        <TransitionAction key={transition.name} module={module} transition={transition} record={record} onDone={onDone} />
      ))}
    </>
  );
}
