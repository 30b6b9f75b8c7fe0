/**
 * A linked record read-only in a dialog, by module and id (contact preview, LNK-21): loads it
 * (`GET /api/modulos/:m/:id`, the module's read guard and record scope apply) and shows it with
 * the module's form, read-only (PreviewDialog). A failed load says the module's load error.
 */
import { useEffect } from 'react';
import { t } from '../../core/messages';
import { useModuleRecord } from '../data/useModuleRecord';
import { useModule } from '../engine/EngineProvider';
import { PreviewDialog } from '../list/PreviewDialog';
import { useLoadFailureNotice } from '../notifications/useFailureNotice';

export interface ViewRecordDialogProps {
  readonly module: string;
  /** The record shown; undefined closes the dialog. */
  readonly id: number | undefined;
  readonly onClose: () => void;
}

/** The dialog (open while `id` is set and the record is loaded). */
export function ViewRecordDialog({ module, id, onClose }: ViewRecordDialogProps) {
  const { config } = useModule(module);
  const query = useModuleRecord(module, id);
  const failed = id !== undefined && query.isError;
  useLoadFailureNotice(failed, query.error, t(config.messages.loadError), query.errorUpdateCount);
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);
  return <PreviewDialog module={module} record={id !== undefined && query.data?.id === id ? query.data : null} onClose={onClose} />;
}
