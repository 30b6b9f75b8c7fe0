/**
 * Home in token mode (HOM-05..11, HOM-13, HOM-18): the passengers of the token's opportunity. It polls
 * the temporary user's info every second until the token's account and opportunity arrive (HOM-13;
 * HOM-OP03: after 30 s it says `Ocurrió un error al cargar los accesos del inicio.`), loads the
 * opportunity (`getOportunidad/{id}`, HOM-06) and lists its passengers (HOM-07). A passenger is
 * removed after a confirmation (`removeContactOportunidad`, HOM-08, HOM-09, HOM-OP04), its passport
 * file is seen and attached in a modal (a note PAS, HOM-10, HOM-OP05), and adding or editing opens
 * the contact-opportunity form, which comes back here once saved (HOM-11, HOM-OP07).
 */
import { Alert, Button, ButtonGroup, Callout, HTMLTable, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { t } from '../../../engine/core/messages';
import type { CustomScreenConfig } from '../../../engine/core/screenConfig';
import { useApiClient } from '../../../engine/react/api/ApiClientProvider';
import type { ModuleRecord } from '../../../engine/react/data/types';
import { useModuleList } from '../../../engine/react/data/useModuleList';
import { usePolledValue } from '../../../engine/react/data/usePolledValue';
import { useModule } from '../../../engine/react/engine/EngineProvider';
import { formatValue } from '../../../engine/react/format/formatValue';
import { useNotify } from '../../../engine/react/notifications/useNotify';
import { useFailureNotice } from '../../../engine/react/notifications/useFailureNotice';
import { useNavigate, useLocation } from '../../../engine/react/router/Router';
import { useSession } from '../../../engine/react/session/SessionProvider';
import { PageHeader } from '../../../engine/react/shell/PageHeader';
import { PasaporteDialog } from './PasaporteDialog';

const MODULE = 'contactooportunidad';
const msg = (key: string, args?: Record<string, string>) => t(`${MODULE}.${key}`, args);
/** CST-08 (HOM-13) and HOM-OP03. */
const TOKEN_POLL_MS = 1_000;
const POLL_TIMEOUT_MS = 30_000;
const COLUMNS = ['mostrarNombre', 'documento', 'fechaNacimiento', 'pasaporteVencimiento'] as const;

interface TokenClaims {
  readonly cuenta: number | null;
  readonly oportunidad: number | null;
  readonly nombres?: Readonly<Record<string, string>>;
}

/** The passengers of the token's opportunity (registered as a custom screen; Home shows it in token mode). */
export function PasajerosOportunidad(_props: { readonly screen?: CustomScreenConfig }) {
  const api = useApiClient();
  const { principal } = useSession();
  const { module } = useModule(MODULE);
  const { success, danger } = useNotify();
  const failed = useFailureNotice();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [removing, setRemoving] = useState<ModuleRecord | null>(null);
  const [passport, setPassport] = useState<ModuleRecord | null>(null);
  // HOM-13: the temporary user's info, until it names the token's account and opportunity.
  const claims = usePolledValue<TokenClaims>(
    ['inicio', principal?.username, 'token'],
    async (signal) => {
      const usuario = await api.get<{ token?: TokenClaims | null }>('/api/usuario', undefined, signal);
      return usuario?.token?.oportunidad && usuario.token.cuenta ? usuario.token : null;
    },
    { intervalMs: TOKEN_POLL_MS, timeoutMs: POLL_TIMEOUT_MS },
  );
  const token = claims.value;
  useEffect(() => {
    if (claims.timedOut) danger(t('home.loadError'));
  }, [claims.timedOut, danger]);
  const oportunidad = token?.oportunidad ?? 0;
  // HOM-06: the opportunity itself (its name and dates), through the call the token may make.
  const opportunity = useQuery({
    queryKey: ['inicio', 'oportunidad', oportunidad],
    queryFn: ({ signal }) => api.get<ModuleRecord>(`/api/getOportunidad/${oportunidad}`, undefined, signal),
    enabled: oportunidad > 0,
    retry: false,
  });
  const list = useModuleList(MODULE, { oportunidad: String(oportunidad), vigente: 'true', limit: '100', offset: '0' }, oportunidad > 0);
  const title = String(opportunity.data?.datos.nombre ?? token?.nombres?.[String(oportunidad)] ?? '');
  const back = `${pathname}${search}`;
  const formPath = (id?: number) => `/contactoOportunidad/${token?.cuenta}/${oportunidad}${id ? `/${id}` : ''}?volver=${encodeURIComponent(back)}`;

  const remove = async () => {
    const row = removing;
    setRemoving(null);
    if (!row) return;
    try {
      await api.post('/api/removeContactOportunidad', { id: row.id, oportunidad });
      success(msg('saveSuccess'));
      await list.refetch();
    } catch (error) {
      failed(error, msg('saveError'));
    }
  };

  if (!token) {
    return claims.timedOut ? (
      <Callout intent={Intent.DANGER} icon="error" className="bo-callout">
        {t('home.loadError')}
      </Callout>
    ) : (
      <NonIdealState icon={<Spinner size={32} />} title={t('ui.loading')} />
    );
  }
  const properties = module.schema.properties;
  return (
    <div className="bo-page">
      <PageHeader
        title={msg('tokenTitle', { oportunidad: title })}
        actions={<Button intent={Intent.PRIMARY} icon="plus" text={msg('agregar')} onClick={() => navigate(formPath())} />}
      />
      <div className="bo-panel">
        {token.cuenta !== null && token.nombres?.[String(token.cuenta)] && <p className="bo-muted">{token.nombres[String(token.cuenta)]}</p>}
        {list.isError ? (
          <Callout intent={Intent.DANGER} icon="error">
            {msg('listError')}
          </Callout>
        ) : !list.data ? (
          <Spinner size={24} />
        ) : list.data.datos.length === 0 ? (
          <NonIdealState icon="people" title={msg('sinPasajeros')} />
        ) : (
          <HTMLTable striped interactive className="bo-table" aria-label={msg('tokenTitle', { oportunidad: title })}>
            <thead>
              <tr>
                {COLUMNS.map((field) => (
                  <th key={field}>{properties[field]?.title ?? field}</th>
                ))}
                <th>
                  <span className="bo-visually-hidden">{msg('acciones')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.datos.map((row) => (
                <tr key={row.id}>
                  {COLUMNS.map((field) => (
                    <td key={field}>{formatValue(row.datos[field], properties[field])}</td>
                  ))}
                  <td>
                    <ButtonGroup minimal>
                      <Button icon="edit" text={msg('editar')} onClick={() => navigate(formPath(row.id))} />
                      <Button icon="id-number" text={msg('pasaporte')} onClick={() => setPassport(row)} />
                      <Button icon="remove" intent={Intent.DANGER} text={msg('quitar')} onClick={() => setRemoving(row)} />
                    </ButtonGroup>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </div>
      <Alert
        isOpen={removing !== null}
        intent={Intent.DANGER}
        icon="remove"
        confirmButtonText={msg('quitar')}
        cancelButtonText={t('ui.cancel')}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      >
        <p>{msg('quitarConfirmacion')}</p>
      </Alert>
      {passport && <PasaporteDialog passenger={passport} onClose={() => setPassport(null)} onSaved={() => void list.refetch()} />}
    </div>
  );
}
