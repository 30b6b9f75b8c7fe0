/**
 * Creating or editing a user: the module's schema in the engine's form dialog (SchemaFormDialog),
 * the server's field errors under the fields, an optional temporary password on create, and the
 * user's history (the records' history panel over the users' history) on edit.
 */
import { FormGroup, InputGroup } from '@blueprintjs/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { t } from '../../../../engine/core/messages';
import { useApiClient } from '../../../../engine/react/api/ApiClientProvider';
import type { RecordData } from '../../../../engine/react/data/types';
import { SchemaFormDialog } from '../../../../engine/react/dialogs/SchemaFormDialog';
import { useEngine, useRegisteredModule } from '../../../../engine/react/engine/EngineProvider';
import { toFieldErrorSchema } from '../../../../engine/react/form/fieldErrors';
import { fieldLabeler } from '../../../../engine/react/form/fieldLabel';
import { HistoryPanel } from '../../../../engine/react/history/HistoryPanel';
import { useSaveFailure } from '../../../../engine/react/notifications/useFailureNotice';
import { MODULE, msg, USERS, type UserRecord } from './userApi';

export interface UserFormDialogProps {
  /** The user being edited; null to create one. */
  readonly user: UserRecord | null;
  readonly onSaved: (saved: UserRecord) => void;
  readonly onCancel: () => void;
}

export function UserFormDialog({ user, onSaved, onCancel }: UserFormDialogProps) {
  const module = useRegisteredModule(MODULE);
  const { validatorFor } = useEngine();
  const api = useApiClient();
  const saveFailed = useSaveFailure();
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<ReadonlyArray<{ path: string; message: string }>>([]);
  const [password, setPassword] = useState('');
  const [data, setData] = useState<RecordData>(user?.datos ?? { roles: [] });
  const labelOf = useMemo(() => fieldLabeler(module.schema), [module.schema]);
  const extraErrors = useMemo(
    () =>
      fieldErrors.some((e) => e.path !== 'contrasena')
        ? toFieldErrorSchema(
            fieldErrors.filter((e) => e.path !== 'contrasena'),
            module.schema,
          )
        : undefined,
    [fieldErrors, module.schema],
  );
  const passwordError = fieldErrors.find((e) => e.path === 'contrasena')?.message;

  const accept = async (datos: RecordData) => {
    setBusy(true);
    setData(datos);
    try {
      const { debeCambiarContrasena: _readOnly, ...writable } = datos;
      const saved = user
        ? await api.put<UserRecord>(`${USERS}/${user.id}`, { version: user.version, datos: writable })
        : await api.post<UserRecord>(USERS, { datos: writable, ...(password ? { contrasena: password } : {}) });
      onSaved(saved);
    } catch (error) {
      setFieldErrors(saveFailed(error, t(msg('saveError'))).fieldErrors);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SchemaFormDialog
      isOpen
      title={user ? t(msg('editUser'), { usuario: String(user.datos.usuario ?? '') }) : t(msg('newUser'))}
      schema={module.schema as unknown as RJSFSchema}
      uiSchema={module.ui as UiSchema}
      formData={data}
      validator={validatorFor(module)}
      formContext={{ mode: user ? 'edit' : 'create', messageSource: { module: MODULE, schema: module.schema } }}
      extraErrors={extraErrors}
      busy={busy}
      idPrefix="usuario"
      onAccept={(datos) => void accept(datos)}
      onCancel={onCancel}
    >
      {!user && (
        <FormGroup
          label={t(msg('passwordLabel'))}
          labelFor="usuario-contrasena"
          helperText={passwordError ?? t(msg('passwordHelp'))}
          intent={passwordError ? 'danger' : 'none'}
        >
          <InputGroup
            id="usuario-contrasena"
            type="password"
            autoComplete="new-password"
            value={password}
            intent={passwordError ? 'danger' : 'none'}
            onValueChange={setPassword}
          />
        </FormGroup>
      )}
      {user && (
        <div className="bo-dialog-history" style={{ overflowX: 'auto' }}>
          <HistoryPanel module={MODULE} id={user.id} labelOf={labelOf} url={`${USERS}/${user.id}/historial`} />
        </div>
      )}
    </SchemaFormDialog>
  );
}
