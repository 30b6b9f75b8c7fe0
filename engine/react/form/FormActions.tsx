/** The form's action bar: "Volver", the record's actions, "Eliminar" where the module allows deleting (with a confirmation) and, unless read-only, "Guardar". */
import { Alert, Button, Intent } from '@blueprintjs/core';
import '../theme/blueprintLater.css';
import { useState, type ReactNode } from 'react';
import { useNavigate } from '../router/Router';
import { t } from '../../core/messages';
import { SubmitButton } from '../theme/SubmitButton';

export interface FormActionsProps {
  readonly readOnly: boolean;
  readonly saving: boolean;
  /** Where "Volver" goes; history back when null. */
  readonly backPath: string | null;
  /** Actions on the saved record (Anular), shown before "Guardar". */
  readonly recordActions?: ReactNode;
  /** The record's transitions (Autorizar, Rechazar), shown by their own permission even on a read-only form. */
  readonly transitions?: ReactNode;
  /** Marks the saved record `eliminar` (modules.<m>.delete, a record the user may write); absent: no "Eliminar". */
  readonly onDelete?: () => void;
  readonly deleting?: boolean;
}

/** Buttons at the bottom of a record form. */
export function FormActions({ readOnly, saving, backPath, recordActions, transitions, onDelete, deleting = false }: FormActionsProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="bo-form-actions">
      <Button icon="arrow-left" text={t('ui.back')} onClick={() => (backPath ? navigate(backPath) : navigate(-1))} />
      {transitions}
      {!readOnly && recordActions}
      {!readOnly && onDelete && (
        <Button icon="trash" intent={Intent.DANGER} variant="outlined" text={t('delete.action')} loading={deleting} onClick={() => setConfirming(true)} />
      )}
      {!readOnly && <SubmitButton loading={saving} />}
      <Alert
        isOpen={confirming}
        intent={Intent.DANGER}
        icon="trash"
        confirmButtonText={t('delete.action')}
        cancelButtonText={t('delete.cancel')}
        onConfirm={() => {
          setConfirming(false);
          onDelete?.();
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('record.deleteConfirm')}</p>
      </Alert>
    </div>
  );
}
