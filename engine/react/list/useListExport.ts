/**
 * Export of the list's current filter and sort (`GET /api/modulos/:m/exportar/:formato`, streamed
 * by the server) through the API client, which carries the bearer token (a plain link would get a
 * 401): while it runs the screen shows a progress bar with the bytes received so far (the size is
 * not known beforehand: the server streams it); the file is handed to the browser as a
 * local object URL; a failure shows the export error.
 */
import { useState } from 'react';
import { t } from '../../core/messages';
import { useApiClient } from '../api/ApiClientProvider';
import { withQuery } from '../api/ApiClient';
import { moduleApi } from '../data/moduleApi';
import { useFailureNotice } from '../notifications/useFailureNotice';
import { useNotify } from '../notifications/useNotify';

export type ExportFormat = 'csv' | 'xlsx';

/** Path of an export of `module` with the list's parameters. */
export const exportPath = (module: string, format: ExportFormat, params: Readonly<Record<string, string>>) =>
  withQuery(`${moduleApi.list(module)}/exportar/${format}`, params);

/** Hands a downloaded file to the browser. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The export of a module's list, or of any table whose API exports at `${exportBase}/csv|xlsx`
 * (a report over a table of its own) when `exportBase` is given.
 */
export function useListExport(module: string, title: string, params: Readonly<Record<string, string>>, exportBase?: string) {
  const api = useApiClient();
  const { success } = useNotify();
  const failed = useFailureNotice();
  const [running, setRunning] = useState<ExportFormat | null>(null);
  const [received, setReceived] = useState(0);
  return {
    running,
    /** Bytes of the running export received so far. */
    received,
    start: async (format: ExportFormat) => {
      if (running) return;
      setRunning(format);
      setReceived(0);
      try {
        const path = exportBase ? withQuery(`${exportBase}/${format}`, params) : exportPath(module, format, params);
        save(await api.download(path, setReceived), `${title}.${format}`);
        success(t('export.done'));
      } catch (error) {
        failed(error, t('export.error'));
      } finally {
        setRunning(null);
      }
    },
  };
}
