/** The list header's "Exportar" menu (CSV / XLSX) and the progress bar of a running export. */
import { Button, Menu, MenuItem, Popover, ProgressBar } from '@blueprintjs/core';
import { formatByteSize } from '../../core/format/formatByteSize';
import { t } from '../../core/messages';
import type { ExportFormat } from './useListExport';

export interface ExportMenuProps {
  readonly running: ExportFormat | null;
  readonly onExport: (format: ExportFormat) => void;
}

const formats: ReadonlyArray<[ExportFormat, string]> = [
  ['csv', 'export.csv'],
  ['xlsx', 'export.xlsx'],
];

export function ExportMenu({ running, onExport }: ExportMenuProps) {
  return (
    <Popover
      placement="bottom-end"
      content={
        <Menu aria-label={t('export.menu')}>
          {formats.map(([format, label]) => (
            <MenuItem key={format} icon="document" text={t(label)} onClick={() => onExport(format)} />
          ))}
        </Menu>
      }
    >
      <Button icon="export" endIcon="caret-down" text={t('export.menu')} loading={running !== null} />
    </Popover>
  );
}

/** Shown while an export downloads (the server streams it; its size is not known beforehand). */
export function ExportProgress({ running, received = 0 }: { readonly running: ExportFormat | null; readonly received?: number }) {
  if (!running) return null;
  const label = t('export.running', { format: running.toUpperCase() });
  return (
    <div className="bo-export-progress" role="status" aria-live="polite">
      <span>{label}</span>
      {received > 0 && <span className="bo-muted">{t('export.received', { size: formatByteSize(received) })}</span>}
      <ProgressBar intent="primary" aria-label={label} />
    </div>
  );
}
