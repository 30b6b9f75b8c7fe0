/**
 * `/admin/correos`, the outbox (decision 151): the messages the mail port queued, newest first —
 * who asked, to whom, when, subject, delivery state — and one message's rendered body. The body is
 * shown in a sandboxed frame with no script, form or navigation rights: even a message whose values
 * escaped nothing could run nothing here.
 */
import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, HTMLTable, Spinner, Tag, type Intent } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { use, useState } from 'react';
import { t } from '../../../engine/core/messages';
import type { CustomScreenConfig } from '../../../engine/core/screenConfig';
import { useApiClient } from '../../../engine/react/api/ApiClientProvider';
import { useEngine, useModuleLoaded } from '../../../engine/react/engine/EngineProvider';
import { formatValue } from '../../../engine/react/format/formatValue';
import { ApiTable, type ApiTableColumn } from '../../../engine/react/list/ApiTable';
import { useApiList } from '../../../engine/react/list/useApiList';
import { loadWidgets } from '../../../engine/react/loading/widgetLoader';
import { PageHeader } from '../../../engine/react/shell/PageHeader';
import type { Correo } from '../bandejasalida';
import '../../../engine/react/theme/blueprintLater.css';

const MODULE = 'bandejasalida';
const PAGE = 25;

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

/** The outbox screen: B's table over an API (engine/react/list/ApiTable), a row opens its message. */
export function BandejaCorreos({ screen }: { readonly screen: CustomScreenConfig }) {
  useModuleLoaded(MODULE);
  // The dialog and the dates use the catalogue's second part and the later icons, which load with the form widgets.
  use(loadWidgets());
  const { registry } = useEngine();
  const titles = Object.fromEntries(
    Object.entries(registry.get(MODULE).schema.properties as Record<string, { title: string }>).map(([field, p]) => [field, p.title]),
  );
  const list = useApiList<Entry>({ path: '/api/correos', errorText: t(`${MODULE}.listError`), pageSize: PAGE });
  const [open, setOpen] = useState<number | null>(null);
  const columns: ApiTableColumn<Entry>[] = [
    { key: 'fecha', label: titles.fecha, render: (entry) => formatValue(entry.fecha) },
    { key: 'remitente', label: titles.remitente, render: (entry) => entry.remitente },
    { key: 'destinatario', label: titles.destinatario, render: (entry) => entry.destinatario },
    { key: 'asunto', label: titles.asunto, render: (entry) => entry.asunto },
    { key: 'estado', label: titles.estado, render: (entry) => <StateTag entry={entry} /> },
    { key: 'intentos', label: titles.intentos, render: (entry) => entry.intentos },
    {
      key: 'ver',
      label: '',
      render: (entry) => (
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
      ),
    },
  ];
  return (
    <div className="bo-page">
      <PageHeader title={screen.title} />
      <p className="bo-lead">{t(`${MODULE}.intro`)}</p>
      <ApiTable
        list={list}
        columns={columns}
        rowKey={(entry) => entry.id}
        onOpen={(entry) => setOpen(entry.id)}
        searchLabel={t(`${MODULE}.buscar`)}
        label={screen.title}
      />
      {open !== null && <MessageDialog id={open} titles={titles} onClose={() => setOpen(null)} />}
    </div>
  );
}
