/**
 * `/admin/correos`, the outbox (decision 151): the messages the mail port queued, newest first —
 * who asked, to whom, when, subject, delivery state — and one message's rendered body. The body is
 * shown in a sandboxed frame with no script, form or navigation rights: even a message whose values
 * escaped nothing could run nothing here.
 */
import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, HTMLTable, NonIdealState, Spinner, Tag, type Intent } from '@blueprintjs/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { use, useState } from 'react';
import { t } from '../../../engine/core/messages';
import type { CustomScreenConfig } from '../../../engine/core/screenConfig';
import { useApiClient } from '../../../engine/react/api/ApiClientProvider';
import { useEngine, useModuleLoaded } from '../../../engine/react/engine/EngineProvider';
import { formatValue } from '../../../engine/react/format/formatValue';
import { loadWidgets } from '../../../engine/react/loading/widgetLoader';
import { PageHeader } from '../../../engine/react/shell/PageHeader';
import type { Correo } from '../bandejasalida';
import '../../../engine/react/theme/blueprintLater.css';

const MODULE = 'bandejasalida';
const PAGE = 50;

type Entry = Required<Omit<Correo, 'cuerpo'>> & { readonly id: number; readonly proximoIntento: string | null };

const STATE_INTENT: Record<Entry['estado'], Intent> = { pendiente: 'warning', enviado: 'success', fallido: 'danger' };

/** The state as the admin reads it: a pending message that already failed is being retried. */
function stateLabel(entry: Entry): string {
  return t(`${MODULE}.estado.${entry.estado === 'pendiente' && entry.intentos > 0 ? 'reintentando' : entry.estado}`);
}

function StateTag({ entry }: { readonly entry: Entry }) {
  return (
    <Tag minimal intent={STATE_INTENT[entry.estado]}>
      {stateLabel(entry)}
    </Tag>
  );
}

/** One message: its facts and its body. */
function MessageDialog({ id, titles, onClose }: { readonly id: number; readonly titles: Record<string, string>; readonly onClose: () => void }) {
  const api = useApiClient();
  const message = useQuery({
    queryKey: ['bandejasalida', id],
    queryFn: ({ signal }) => api.get<Entry & { cuerpo: string }>(`/api/correos/${id}`, undefined, signal),
  });
  const entry = message.data;
  return (
    <Dialog isOpen onClose={onClose} title={entry?.asunto ?? titles.asunto} style={{ width: 760 }}>
      <DialogBody>
        {message.isError && <Callout intent="danger">{t(`${MODULE}.loadError`)}</Callout>}
        {!entry && !message.isError && <Spinner size={24} />}
        {entry && (
          <>
            <HTMLTable compact style={{ width: '100%', marginBottom: 12 }}>
              <tbody>
                {(['fecha', 'remitente', 'destinatario', 'asunto'] as const).map((field) => (
                  <tr key={field}>
                    <th scope="row">{titles[field]}</th>
                    <td>{formatValue(entry[field])}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">{titles.estado}</th>
                  <td>
                    <StateTag entry={entry} /> {entry.enviadoEn && formatValue(entry.enviadoEn)} {entry.medio && t(`${MODULE}.medio.${entry.medio}`)}
                  </td>
                </tr>
                {entry.ultimoError && (
                  <tr>
                    <th scope="row">{titles.ultimoError}</th>
                    <td className={Classes.TEXT_MUTED}>{entry.ultimoError}</td>
                  </tr>
                )}
              </tbody>
            </HTMLTable>
            <iframe
              title={t(`${MODULE}.cuerpoTitulo`)}
              sandbox=""
              srcDoc={entry.cuerpo}
              className="bo-mail-body"
              style={{ width: '100%', height: 320, border: '1px solid rgba(17, 20, 24, 0.15)', background: 'white' }}
            />
          </>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={t(`${MODULE}.cerrar`)} onClick={onClose} />} />
    </Dialog>
  );
}

/** The outbox screen. */
export function BandejaCorreos({ screen }: { readonly screen: CustomScreenConfig }) {
  useModuleLoaded(MODULE);
  // The dialog and the dates use the catalogue's second part and the later icons, which load with the form widgets.
  use(loadWidgets());
  const { registry } = useEngine();
  const titles = Object.fromEntries(
    Object.entries(registry.get(MODULE).schema.properties as Record<string, { title: string }>).map(([field, p]) => [field, p.title]),
  );
  const api = useApiClient();
  const [offset, setOffset] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({
    queryKey: ['bandejasalida', 'lista', offset],
    queryFn: ({ signal }) => api.get<{ total: number; datos: Entry[] }>('/api/correos', { offset: String(offset), limit: String(PAGE) }, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 5000,
  });
  const rows = list.data?.datos ?? [];
  const total = list.data?.total ?? 0;
  return (
    <div className="bo-page">
      <PageHeader title={screen.title} />
      <p className="bo-lead">{t(`${MODULE}.intro`)}</p>
      {list.isError && <Callout intent="danger">{t(`${MODULE}.listError`)}</Callout>}
      {list.isPending && <Spinner size={24} />}
      {list.isSuccess && rows.length === 0 && <NonIdealState icon="envelope" title={t(`${MODULE}.vacio`)} />}
      {rows.length > 0 && (
        <HTMLTable interactive striped compact style={{ width: '100%' }} aria-label={screen.title}>
          <thead>
            <tr>
              {(['fecha', 'remitente', 'destinatario', 'asunto', 'estado', 'intentos'] as const).map((field) => (
                <th key={field} scope="col">
                  {titles[field]}
                </th>
              ))}
              <th scope="col" aria-label={t(`${MODULE}.ver`)} />
            </tr>
          </thead>
          <tbody>
            {rows.map((entry) => (
              <tr key={entry.id} onClick={() => setOpen(entry.id)}>
                <td>{formatValue(entry.fecha)}</td>
                <td>{entry.remitente}</td>
                <td>{entry.destinatario}</td>
                <td>{entry.asunto}</td>
                <td>
                  <StateTag entry={entry} />
                </td>
                <td>{entry.intentos}</td>
                <td>
                  <Button
                    small
                    minimal
                    icon="eye-open"
                    text={t(`${MODULE}.ver`)}
                    aria-label={`${t(`${MODULE}.ver`)}: ${entry.asunto}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      setOpen(entry.id);
                    }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {total > PAGE && (
        <div style={{ display: 'flex', gap: 8, marginTop: 12 }}>
          <Button icon="chevron-left" text={t(`${MODULE}.siguiente`)} disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))} />
          <Button rightIcon="chevron-right" text={t(`${MODULE}.anterior`)} disabled={offset + PAGE >= total} onClick={() => setOffset(offset + PAGE)} />
        </div>
      )}
      {open !== null && <MessageDialog id={open} titles={titles} onClose={() => setOpen(null)} />}
    </div>
  );
}
