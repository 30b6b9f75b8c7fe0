/** The form's action bar: "Volver" and, unless read-only, "Guardar". */
import { Button } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { t } from '../../core/messages';
import { SubmitButton } from '../theme/SubmitButton';

export interface FormActionsProps {
  readonly readOnly: boolean;
  readonly saving: boolean;
  /** Where "Volver" goes; history back when null. */
  readonly backPath: string | null;
  /** Actions on the saved record (Anular, Eliminar), shown before "Guardar". */
  readonly recordActions?: ReactNode;
}

/** Buttons at the bottom of a record form. */
export function FormActions({ readOnly, saving, backPath, recordActions }: FormActionsProps) {
  const navigate = useNavigate();
  return (
    <div className="bo-form-actions">
      <Button icon="arrow-left" text={t('ui.back')} onClick={() => (backPath ? navigate(backPath) : navigate(-1))} />
      {!readOnly && recordActions}
      {!readOnly && <SubmitButton loading={saving} />}
    </div>
  );
}
