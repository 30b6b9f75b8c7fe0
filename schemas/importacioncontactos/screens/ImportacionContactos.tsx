/**
 * `/admin/alta/masiva/contactos` (ADM-09, ADM-50…61, ADM-OP05…07; decision 153): the admin picks
 * the account (the account link modal), drops a CSV or XLSX file and sees the dry run — every row
 * new, existing (and whom it matched) or invalid (and why), paged — then adds the new rows in one
 * transaction with a progress bar: `Contactos agregados correctamente` (ADM-59). Admins only
 * (ADM-61): the screen's guard, which the server enforces again.
 */
import { Button, Callout, Classes, FormGroup, InputGroup, ProgressBar } from '@blueprintjs/core';
import { use, useEffect, useRef, useState } from 'react';
import type { CustomScreenConfig } from '../../../engine/core/screenConfig';
import { useApiClient } from '../../../engine/react/api/ApiClientProvider';
import { isApiError } from '../../../engine/react/api/ApiError';
import { useEngine, useModuleLoaded } from '../../../engine/react/engine/EngineProvider';
import { SearchLinkDialog, type LinkedRecord } from '../../../engine/react/linkSearch/SearchLinkDialog';
import { useLinkKind } from '../../../engine/react/linkSearch/useLinkKind';
import { loadWidgets } from '../../../engine/react/loading/widgetLoader';
import { useNotify } from '../../../engine/react/notifications/useNotify';
import { PageHeader } from '../../../engine/react/shell/PageHeader';
import { RequiredLabel } from '../../../engine/react/theme/RequiredLabel';
import { FileDrop } from './parts/FileDrop';
import { ImportPreview } from './parts/ImportPreview';
import { BASE, MODULE, msg, type Job, type JobStatus } from './parts/importApi';

const CONTACTS = 'contacto';

/** The bulk contact import. */
export function ImportacionContactos({ screen }: { readonly screen: CustomScreenConfig }) {
  useModuleLoaded(MODULE);
  useModuleLoaded(CONTACTS);
  // The account link modal's texts are in the catalogue's second part, which loads with the form widgets.
  use(loadWidgets());
  const { registry } = useEngine();
  const titles = Object.fromEntries(
    Object.entries(registry.get(MODULE).schema.properties as Record<string, { title?: string }>).map(([k, v]) => [k, v.title ?? k]),
  );
  const contactLabels = registry.get(CONTACTS).labels;
  const labelOf = (field: string) => contactLabels[field] ?? field;
  const accounts = useLinkKind('cuenta');
  const api = useApiClient();
  const { success, danger } = useNotify();
  const [cuenta, setCuenta] = useState<LinkedRecord | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [picking, setPicking] = useState(false);
  const [uploaded, setUploaded] = useState<number | null>(null);
  const [job, setJob] = useState<Job | null>(null);
  const [importing, setImporting] = useState<{ hechos: number; total: number } | null>(null);
  const [done, setDone] = useState<{ importados: number; omitidos: number } | null>(null);
  const polling = useRef<ReturnType<typeof setInterval> | null>(null);
  useEffect(() => () => void (polling.current && clearInterval(polling.current)), []);

  const fail = (error: unknown) => danger(isApiError(error) && error.status >= 400 && error.status < 500 && error.mensaje ? error.mensaje : msg('error'));
  const accountName = cuenta ? String(cuenta.datos[accounts.config.columns[0]?.field ?? 'mostrarNombre'] ?? cuenta.id) : '';

  const review = async () => {
    if (!cuenta) return danger(msg('faltaCuenta'));
    if (!file) return danger(msg('faltaArchivo'));
    const body = new FormData();
    body.append('archivo', file, file.name);
    setUploaded(0);
    setDone(null);
    try {
      const answer = (await api.upload(`${BASE}?cuenta=${cuenta.id}`, body, (fraction) => setUploaded(fraction))) as { datos: Job };
      setJob(answer.datos);
    } catch (error) {
      fail(error);
    } finally {
      setUploaded(null);
    }
  };

  const importNew = async () => {
    if (!job) return;
    setImporting({ hechos: 0, total: job.totales.nuevo });
    polling.current = setInterval(() => {
      void api
        .get<{ datos: JobStatus }>(`${BASE}/${job.id}`)
        .then(({ datos }) => datos.avance && setImporting(datos.avance))
        .catch(() => undefined);
    }, 400);
    try {
      const answer = await api.post<{ datos: { importados: number; omitidos: number }; mensaje: string }>(`${BASE}/${job.id}/importar`, {});
      setImporting({ hechos: job.totales.nuevo, total: job.totales.nuevo });
      success(answer.mensaje || msg('exito'));
      setDone(answer.datos);
    } catch (error) {
      fail(error);
    } finally {
      if (polling.current) clearInterval(polling.current);
      polling.current = null;
      setImporting(null);
    }
  };

  const restart = () => {
    setJob(null);
    setFile(null);
    setDone(null);
  };

  const busy = uploaded !== null || importing !== null;
  return (
    <div className="bo-page">
      <PageHeader title={screen.title} />
      <p className="bo-lead">{msg('intro')}</p>
      <div className="bo-panel" style={{ maxWidth: 720 }}>
        <FormGroup label={<RequiredLabel label={msg('cuenta')} required />} labelFor="importacion-cuenta">
          <div style={{ display: 'flex', gap: 8 }}>
            <InputGroup id="importacion-cuenta" readOnly fill value={accountName} aria-required placeholder={msg('faltaCuenta')} />
            <Button icon="search" text={msg('elegirCuenta')} onClick={() => setPicking(true)} disabled={busy || job !== null} style={{ flexShrink: 0 }} />
          </div>
        </FormGroup>
        <FormGroup label={<RequiredLabel label={msg('archivo')} required />}>
          <FileDrop file={file} onFile={setFile} disabled={busy || job !== null} />
        </FormGroup>
        {uploaded !== null && (
          <div style={{ marginBottom: 12 }} aria-live="polite">
            <div className={Classes.TEXT_MUTED} style={{ marginBottom: 4 }}>
              {msg('subiendo')}
            </div>
            <ProgressBar intent="primary" value={uploaded < 1 ? uploaded : undefined} />
          </div>
        )}
        {job === null ? (
          <Button intent="primary" icon="eye-open" text={msg('probar')} onClick={() => void review()} loading={uploaded !== null} disabled={busy} />
        ) : (
          <Button icon="refresh" text={msg('otroArchivo')} onClick={restart} disabled={busy} />
        )}
      </div>
      {job && (
        <div className="bo-panel" style={{ marginTop: 16 }}>
          <Callout intent={job.totales.nuevo ? 'primary' : 'none'} icon="info-sign" className="bo-callout" style={{ marginBottom: 12 }}>
            {msg('resumen', { ...job.totales })}
          </Callout>
          {done ? (
            <Callout intent="success" icon="tick-circle" className="bo-callout" style={{ marginBottom: 12 }}>
              {msg('importados', { n: done.importados, cuenta: accountName })}
              {done.omitidos ? ` ${msg('omitidos', { n: done.omitidos })}` : ''}
            </Callout>
          ) : (
            <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 12 }}>
              <Button
                intent="success"
                icon="import"
                text={msg('importar', { n: job.totales.nuevo.toLocaleString('es-AR') })}
                disabled={!job.totales.nuevo || busy}
                loading={importing !== null}
                onClick={() => void importNew()}
              />
              {!job.totales.nuevo && <span className={Classes.TEXT_MUTED}>{msg('nadaQueImportar')}</span>}
              {importing && (
                <div style={{ flex: 1 }} aria-live="polite">
                  <div className={Classes.TEXT_MUTED} style={{ marginBottom: 4 }}>
                    {`${msg('importando')} ${importing.hechos.toLocaleString('es-AR')} / ${importing.total.toLocaleString('es-AR')}`}
                  </div>
                  <ProgressBar intent="success" value={importing.total ? importing.hechos / importing.total : undefined} />
                </div>
              )}
            </div>
          )}
          <ImportPreview key={`${job.id}-${done ? 'hecho' : 'previo'}`} job={job} titles={titles} labelOf={labelOf} />
        </div>
      )}
      <SearchLinkDialog
        kind="cuenta"
        isOpen={picking}
        multiple={false}
        linkedIds={cuenta ? [cuenta.id] : []}
        onConfirm={([picked]) => {
          setPicking(false);
          if (picked) setCuenta(picked);
        }}
        onClose={() => setPicking(false)}
      />
    </div>
  );
}
