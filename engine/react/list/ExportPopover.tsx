/** The "Exportar" menu's popover (CSV / XLSX): its own chunk, loaded after the first screen or when the button is first reached (ExportMenu.tsx). */
import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import '../theme/blueprintLater.css';
import { t } from '../../core/messages';
import type { ExportFormat } from './useListExport';

export interface ExportPopoverProps {
  readonly running: ExportFormat | null;
  readonly onExport: (format: ExportFormat) => void;
  /** Opens at once: the button was pressed before this code was in. */
  readonly defaultOpen?: boolean;
}

const formats: ReadonlyArray<[ExportFormat, string]> = [
  ['csv', 'export.csv'],
  ['xlsx', 'export.xlsx'],
];

export function ExportPopover({ running, onExport, defaultOpen = false }: ExportPopoverProps) {
  return (
    <Popover
      placement="bottom-end"
      defaultIsOpen={defaultOpen}
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
