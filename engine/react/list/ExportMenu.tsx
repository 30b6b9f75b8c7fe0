/**
 * The list header's "Exportar" menu (CSV / XLSX) and the progress bar of a running export. The
 * menu's popover (Blueprint's Popover: popper.js, the overlay) is not needed to draw the list, so
 * the button is drawn first and the popover's code loads after the first screen settled, or when
 * the pointer reaches the button (not on focus: the button is replaced by the popover's own, which
 * would lose the focus); pressed before that, the menu opens as soon as it is in.
 */
import { Button, ProgressBar } from '@blueprintjs/core';
import { Suspense, useEffect, useState } from 'react';
import { formatByteSize } from '../../core/format/formatByteSize';
import { t } from '../../core/messages';
import { afterFirstScreen } from '../loading/afterFirstScreen';
import { lazyNamed } from '../loading/lazyNamed';
import type { ExportFormat } from './useListExport';

const LazyExportPopover = lazyNamed(() => import('./ExportPopover'), 'ExportPopover');

export interface ExportMenuProps {
  readonly running: ExportFormat | null;
  readonly onExport: (format: ExportFormat) => void;
}

export function ExportMenu({ running, onExport }: ExportMenuProps) {
  const [loaded, setLoaded] = useState(false);
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    let live = true;
    const cancel = afterFirstScreen(
      () =>
        void LazyExportPopover.preload().then(
          () => live && setLoaded(true),
          () => undefined,
        ),
    );
    return () => {
      live = false;
      cancel();
    };
  }, []);
  const load = () =>
    void LazyExportPopover.preload().then(
      () => setLoaded(true),
      () => undefined,
    );
  const button = (
    <Button
      icon="export"
      endIcon="caret-down"
      text={t('export.menu')}
      loading={running !== null}
      onMouseEnter={load}
      onClick={() => {
        setPressed(true);
        load();
      }}
    />
  );
  if (!loaded) return button;
  return (
    <Suspense fallback={button}>
      <LazyExportPopover running={running} onExport={onExport} defaultOpen={pressed} />
    </Suspense>
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
