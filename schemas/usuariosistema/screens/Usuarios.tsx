/**
 * The users' administration screen (`/admin/usuarios`, admin only; decision 154): search the users
 * of the embedded identity provider, active and disabled; create and edit them (the module's form in
 * the engine's dialog, with their history), disable or enable them, reset their password (the
 * temporary one shown once). With an external identity provider it says users are managed there
 * and shows how its claims map to roles.
 */
import { Alert, Button, ControlGroup, HTMLSelect, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import '../../../engine/react/theme/blueprintLater.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { t } from '../../../engine/core/messages';
import type { CustomScreenConfig } from '../../../engine/core/screenConfig';
import { useApiClient } from '../../../engine/react/api/ApiClientProvider';
import { useRegisteredModule } from '../../../engine/react/engine/EngineProvider';
import { useFailureNotice, useLoadFailureNotice } from '../../../engine/react/notifications/useFailureNotice';
import { useNotify } from '../../../engine/react/notifications/useNotify';
import { PageHeader } from '../../../engine/react/shell/PageHeader';
import { ExternalIdentity } from './parts/ExternalIdentity';
import { TemporaryPasswordDialog, type TemporaryPassword } from './parts/TemporaryPasswordDialog';
import { useFormParts } from './parts/useFormParts';
import { MODULE, msg, USERS, type IdentityInfo, type UserList, type UserRecord, type UserRow, type UserState } from './parts/userApi';
import { UserFormDialog } from './parts/UserFormDialog';
import { UsersTable } from './parts/UsersTable';

type Editing = { readonly user: UserRecord | null } | null;
type Confirming = { readonly kind: 'reset' | 'toggle'; readonly row: UserRow } | null;

export function Usuarios({ screen }: { screen: CustomScreenConfig }) {
  useRegisteredModule(MODULE);
  useFormParts();
  const api = useApiClient();
  const queries = useQueryClient();
  const { success } = useNotify();
  const failed = useFailureNotice();
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState<{ texto: string; estado: UserState; pagina: number }>({ texto: '', estado: 'todos', pagina: 1 });
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [temporary, setTemporary] = useState<TemporaryPassword | null>(null);

  const identity = useQuery({ queryKey: ['usuarios', 'identidad'], queryFn: ({ signal }) => api.get<IdentityInfo>(`${USERS}/identidad`, undefined, signal) });
  const list = useQuery({
    queryKey: ['usuarios', 'lista', filter],
    queryFn: ({ signal }) =>
      api.get<UserList>(USERS, { ...(filter.texto ? { texto: filter.texto } : {}), estado: filter.estado, pagina: String(filter.pagina) }, signal),
  });
  const listError = useLoadFailureNotice(list.isError, list.error, t(msg('listError')), list.errorUpdateCount);
  const refresh = () => queries.invalidateQueries({ queryKey: ['usuarios'] });
  const editable = identity.data?.externo === false;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter((f) => ({ ...f, texto: typed.trim(), pagina: 1 }));
  };

  const open = async (row: UserRow) => {
    try {
      setEditing({ user: await api.get<UserRecord>(`${USERS}/${row.id}`) });
    } catch (error) {
      failed(error, t(msg('loadError')));
    }
  };

  const confirm = async () => {
    if (!confirming) return;
    const { kind, row } = confirming;
    setConfirming(null);
    try {
      const current = await api.get<UserRecord>(`${USERS}/${row.id}`);
      if (kind === 'reset') {
        const reset = await api.post<UserRecord>(`${USERS}/${row.id}/contrasena`, { version: current.version });
        success(t(msg('reset'), { usuario: row.usuario }));
        setTemporary({ usuario: row.usuario, contrasena: reset.contrasenaTemporal ?? '' });
      } else {
        await api.post<UserRecord>(`${USERS}/${row.id}/vigencia`, { version: current.version, vigente: !row.vigente });
        success(t(msg(row.vigente ? 'disabled' : 'enabled'), { usuario: row.usuario }));
      }
    } catch (error) {
      failed(error, t('action.error'));
    }
    void refresh();
  };

  const saved = (user: UserRecord) => {
    const created = editing?.user === null;
    setEditing(null);
    void refresh();
    const usuario = String(user.datos.usuario ?? '');
    if (created) {
      success(t(msg('created'), { usuario }));
      setTemporary({ usuario, contrasena: user.contrasenaTemporal ?? '' });
    } else success(t(msg('saved')));
  };

  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.tamanoPagina)) : 1;
  return (
    <div className="bo-page">
      <PageHeader
        title={screen.title ?? t(msg('title'))}
        actions={editable && <Button intent="primary" icon="plus" text={t(msg('newUser'))} onClick={() => setEditing({ user: null })} />}
      />
      {identity.data?.externo && <ExternalIdentity info={identity.data} />}
      <form className="bo-users-filters" onSubmit={search} role="search">
        <ControlGroup>
          <InputGroup
            type="search"
            leftIcon="search"
            aria-label={t(msg('searchLabel'))}
            placeholder={t(msg('searchLabel'))}
            value={typed}
            onValueChange={setTyped}
            style={{ minWidth: 320 }}
          />
          <HTMLSelect
            aria-label={t(msg('statusFilter'))}
            value={filter.estado}
            onChange={(event) => setFilter((f) => ({ ...f, estado: event.currentTarget.value as UserState, pagina: 1 }))}
            options={[
              { value: 'todos', label: t(msg('statusAll')) },
              { value: 'vigentes', label: t(msg('statusActive')) },
              { value: 'inactivos', label: t(msg('statusInactive')) },
            ]}
          />
          <Button type="submit" icon="search" text={t('ui.search')} />
        </ControlGroup>
      </form>
      {list.isPending ? (
        <Spinner size={24} aria-label={t('ui.loading')} />
      ) : list.isError ? (
        <NonIdealState icon="error" description={listError} />
      ) : list.data.datos.length === 0 ? (
        <NonIdealState icon="search" description={t(msg('empty'))} />
      ) : (
        <>
          <UsersTable
            rows={list.data.datos}
            editable={editable}
            onEdit={(row) => void open(row)}
            onToggle={(row) => setConfirming({ kind: 'toggle', row })}
            onReset={(row) => setConfirming({ kind: 'reset', row })}
          />
          <div className="bo-users-pager">
            <Button
              icon="chevron-left"
              variant="minimal"
              disabled={filter.pagina <= 1}
              onClick={() => setFilter((f) => ({ ...f, pagina: f.pagina - 1 }))}
              aria-label={t('ui.previousPage')}
            />
            <span>{t('ui.page', { page: filter.pagina, pages })}</span>
            <Button
              icon="chevron-right"
              variant="minimal"
              disabled={filter.pagina >= pages}
              onClick={() => setFilter((f) => ({ ...f, pagina: f.pagina + 1 }))}
              aria-label={t('ui.nextPage')}
            />
            <span className="bo-muted">{list.data.total === 1 ? t('ui.resultOne') : t('ui.results', { count: list.data.total })}</span>
          </div>
        </>
      )}
      {editing && <UserFormDialog user={editing.user} onSaved={saved} onCancel={() => setEditing(null)} />}
      <Alert
        isOpen={confirming !== null}
        intent={confirming?.kind === 'toggle' && confirming.row.vigente ? 'danger' : 'primary'}
        confirmButtonText={confirming ? t(msg(confirming.kind === 'reset' ? 'resetPassword' : confirming.row.vigente ? 'disable' : 'enable')) : ''}
        cancelButtonText={t('ui.cancel')}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      >
        {confirming &&
          t(msg(confirming.kind === 'reset' ? 'resetConfirm' : confirming.row.vigente ? 'disableConfirm' : 'enableConfirm'), {
            usuario: confirming.row.usuario,
          })}
      </Alert>
      <TemporaryPasswordDialog shown={temporary} onClose={() => setTemporary(null)} />
    </div>
  );
}
