/**
 * A save hit a stale version (409): say so, show what the other user changed (the version this
 * form was opened at → the server's current values) and offer to reload it. Typed data stays
 * in the form until the user chooses to reload.
 */
import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLTable, Intent } from '@blueprintjs/core';
import { diffRecords } from '../../core/diffRecords';
import { t } from '../../core/messages';
import type { ModuleRecord, RecordData } from '../data/types';
import { formatDateTime } from '../../core/format/formatDate';
import { formatValue } from '../format/formatValue';

export interface ConflictDialogProps {
  /** The server's current record, or null when closed. */
  readonly current: ModuleRecord | null;
  /** The data the form was opened with. */
  readonly opened: RecordData;
  readonly labelOf: (path: string) => string;
  readonly onClose: () => void;
  readonly onReload: () => void;
}

/** The conflict dialog. */
export function ConflictDialog({ current, opened, labelOf, onClose, onReload }: ConflictDialogProps) {
  const changes = current ? diffRecords(opened, current.datos) : [];
  return (
    <Dialog isOpen={current !== null} onClose={onClose} title={t('save.conflictTitle')} icon="warning-sign" className="bo-conflict-dialog">
      <DialogBody>
        <Callout intent={Intent.WARNING} icon="issue">
          <span id="bo-conflict-message">{t('save.conflict')}</span>
        </Callout>
        {current && (
          <p className="bo-muted bo-conflict-who">
            {t('ui.historyWho')}: {current.modificadoPor} · {t('ui.historyWhen')}: {formatDateTime(current.modificadoEn)}
          </p>
        )}
        {changes.length > 0 && (
          <HTMLTable compact striped className="bo-diff-table">
            <thead>
              <tr>
                <th scope="col">{t('ui.historyField')}</th>
                <th scope="col">{t('ui.historyBefore')}</th>
                <th scope="col">{t('ui.historyAfter')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.campo}>
                  <td>{labelOf(change.campo)}</td>
                  <td>{formatValue(change.antes)}</td>
                  <td>{formatValue(change.despues)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('ui.back')} onClick={onClose} />
            <Button intent={Intent.PRIMARY} icon="refresh" text={t('ui.reload')} onClick={onReload} />
          </>
        }
      />
    </Dialog>
  );
}
