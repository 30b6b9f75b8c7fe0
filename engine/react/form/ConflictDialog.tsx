/**
 * A save hit a stale version (409): say so and show, field by field, the user's value and the
 * stored one with who changed it and when (from the history); the user keeps "mine" or "theirs"
 * per field and applies the choice (the form then holds the merged values on the current version,
 * to review and save again), or reloads the stored record. Nothing is overwritten unseen.
 */
import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLTable, Intent, Radio } from '@blueprintjs/core';
import '../theme/blueprintLater.css';
import type { ConflictChoice, ConflictField, LastChange } from '../../core/form/conflictMerge';
import { formatDateTime } from '../../core/format/formatDate';
import { t } from '../../core/messages';
import type { ModuleRecord } from '../data/types';
import { formatValue } from '../format/formatValue';

export interface ConflictDialogProps {
  /** The server's current record, or null when closed. */
  readonly current: ModuleRecord | null;
  readonly fields: readonly ConflictField[];
  readonly choices: Readonly<Record<string, ConflictChoice>>;
  readonly lastChangeOf: (field: string) => LastChange | null;
  readonly labelOf: (path: string) => string;
  readonly onChoose: (field: string, choice: ConflictChoice) => void;
  readonly onApply: () => void;
  readonly onClose: () => void;
  readonly onReload: () => void;
}

/** The conflict dialog. */
export function ConflictDialog({ current, fields, choices, lastChangeOf, labelOf, onChoose, onApply, onClose, onReload }: ConflictDialogProps) {
  return (
    <Dialog
      isOpen={current !== null}
      onClose={onClose}
      title={t('save.conflictTitle')}
      icon="warning-sign"
      className="bo-conflict-dialog"
      style={{ width: 760 }}
    >
      <DialogBody>
        <Callout intent={Intent.WARNING} icon="issue">
          <span id="bo-conflict-message">{t('save.conflict')}</span>
        </Callout>
        {current && (
          <p className="bo-muted bo-conflict-who">
            {t('ui.historyWho')}: {current.modificadoPor} · {t('ui.historyWhen')}: {formatDateTime(current.modificadoEn)}
          </p>
        )}
        <p>{fields.length ? t('conflict.intro') : t('conflict.none')}</p>
        {fields.length > 0 && (
          <HTMLTable compact striped className="bo-diff-table">
            <thead>
              <tr>
                <th scope="col">{t('conflict.field')}</th>
                <th scope="col">{t('conflict.mine')}</th>
                <th scope="col">{t('conflict.theirs')}</th>
                <th scope="col">{t('conflict.keep')}</th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field) => {
                const label = labelOf(field.field);
                const who = lastChangeOf(field.field);
                return (
                  <tr key={field.field}>
                    <th scope="row">{label}</th>
                    <td>{formatValue(field.mine)}</td>
                    <td>
                      {formatValue(field.theirs)}
                      {who && <div className="bo-muted">{t('conflict.changedBy', { usuario: who.usuario, fecha: formatDateTime(who.fecha) })}</div>}
                    </td>
                    <td>
                      <div role="radiogroup" aria-label={label}>
                        <Radio
                          label={t('conflict.keepMine')}
                          name={`conflict-${field.field}`}
                          checked={choices[field.field] === 'mine'}
                          onChange={() => onChoose(field.field, 'mine')}
                        />
                        <Radio
                          label={t('conflict.keepTheirs')}
                          name={`conflict-${field.field}`}
                          checked={choices[field.field] !== 'mine'}
                          onChange={() => onChoose(field.field, 'theirs')}
                        />
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('ui.back')} onClick={onClose} />
            <Button icon="refresh" text={t('ui.reload')} onClick={onReload} />
            {fields.length > 0 && <Button intent={Intent.PRIMARY} icon="merge-columns" text={t('conflict.apply')} onClick={onApply} />}
          </>
        }
      />
    </Dialog>
  );
}
