/**
 * A signed-in user changes their own password (`/mi-contrasena`, from the navbar; decision 154):
 * the current one and the new one twice; the server checks the policy and answers each problem
 * under its field. A change ends every session of the user, this one included: the page then says
 * so and offers to sign in again.
 */
import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { t } from '../../../engine/core/messages';
import type { CustomScreenConfig } from '../../../engine/core/screenConfig';
import { useApiClient } from '../../../engine/react/api/ApiClientProvider';
import { useRegisteredModule } from '../../../engine/react/engine/EngineProvider';
import { isApiError } from '../../../engine/react/api/ApiError';
import { useSaveFailure } from '../../../engine/react/notifications/useFailureNotice';
import { useNotify } from '../../../engine/react/notifications/useNotify';
import { useSession } from '../../../engine/react/session/SessionProvider';
import { PageHeader } from '../../../engine/react/shell/PageHeader';
import { useFormParts } from './parts/useFormParts';
import { MODULE, msg } from './parts/userApi';

type Field = 'actual' | 'nueva' | 'repetida';
const FIELDS: ReadonlyArray<{ name: Field; label: string; autoComplete: string }> = [
  { name: 'actual', label: 'currentPassword', autoComplete: 'current-password' },
  { name: 'nueva', label: 'newPassword', autoComplete: 'new-password' },
  { name: 'repetida', label: 'repeatPassword', autoComplete: 'new-password' },
];

export function CambiarContrasena({ screen }: { screen: CustomScreenConfig }) {
  useRegisteredModule(MODULE);
  useFormParts();
  const api = useApiClient();
  const { logout } = useSession();
  const saveFailed = useSaveFailure();
  const { danger } = useNotify();
  const [values, setValues] = useState<Record<Field, string>>({ actual: '', nueva: '', repetida: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const policy = useQuery({
    queryKey: ['usuario', 'contrasena'],
    queryFn: ({ signal }) => api.get<{ largoMinimo: number }>('/api/usuario/contrasena/politica', undefined, signal),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const answer = await api.post<{ mensaje: string }>('/api/usuario/contrasena', values);
      setDone(answer.mensaje);
    } catch (error) {
      // A refused password is said as the server words it, under its field and in the notice.
      if (isApiError(error, 400) && error.campos.length) {
        setErrors(Object.fromEntries(error.campos.map((e) => [e.path, e.mensaje])));
        danger(error.mensaje);
      } else saveFailed(error, t('save.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="bo-page">
      <PageHeader title={screen.title ?? t(msg('ownPasswordTitle'))} />
      {done ? (
        <Callout intent="success" icon="tick-circle" className="bo-callout" role="status">
          <p>{done}</p>
          <Button intent="primary" icon="log-out" text={t(msg('backToLogin'))} onClick={logout} />
        </Callout>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="bo-own-password" style={{ maxWidth: 420 }} noValidate>
          {FIELDS.map(({ name, label, autoComplete }) => (
            <FormGroup
              key={name}
              label={t(msg(label))}
              labelFor={`contrasena-${name}`}
              intent={errors[name] ? 'danger' : 'none'}
              helperText={errors[name] ?? (name === 'nueva' ? t('password.hint', { min: policy.data?.largoMinimo ?? 12 }) : undefined)}
            >
              <InputGroup
                id={`contrasena-${name}`}
                type="password"
                autoComplete={autoComplete}
                value={values[name]}
                intent={errors[name] ? 'danger' : 'none'}
                onValueChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
              />
            </FormGroup>
          ))}
          <Button type="submit" intent="primary" text={t(msg('changePassword'))} loading={busy} />
        </form>
      )}
    </div>
  );
}
