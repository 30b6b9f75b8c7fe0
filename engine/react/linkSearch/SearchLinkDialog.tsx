/**
 * The search-and-link dialog of every link kind (LNK-07…28): a search box, the results table with
 * checkboxes (multiple) or radio buttons (single), Aceptar/Cancelar. Logic in useLinkSearch;
 * the kind's module, columns, fixed filters, minimum length and cap come from config `links`.
 * The contract below is used by the link-list field too: keep it stable.
 */
import { Button, Classes, Dialog, DialogBody, DialogFooter, FormGroup, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import '../theme/blueprintLater.css';
import { useId, type FormEvent } from 'react';
import { t } from '../../core/messages';
import { formatValue } from '../format/formatValue';
import { useLinkSearch, type LinkedRecord } from './useLinkSearch';

export type { LinkedRecord } from './useLinkSearch';

export interface SearchLinkDialogProps {
  readonly kind: string;
  readonly isOpen: boolean;
  readonly multiple: boolean;
  readonly linkedIds: readonly (string | number)[];
  readonly onConfirm: (records: readonly LinkedRecord[]) => void;
  readonly onClose: () => void;
  /** Which found records may be picked (x-link.filter); absent: all. */
  readonly allowed?: (datos: Readonly<Record<string, unknown>>) => boolean;
}

/** The dialog. */
export function SearchLinkDialog({ kind, isOpen, multiple, linkedIds, onConfirm, onClose, allowed }: SearchLinkDialogProps) {
  const c = useLinkSearch({ kind, multiple, linkedIds, onConfirm, allowed });
  const inputId = useId();
  const columns = c.info.config.columns;
  const close = () => {
    c.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled but React bubbles through portals: the record form around a link
    // field must not take this search for a save.
    event.stopPropagation();
    void c.search();
  };
  return (
    <Dialog isOpen={isOpen} onClose={close} onClosed={c.reset} title={t('link.dialogTitle', { singular: c.info.noun.singular })} style={{ width: 720 }}>
      <DialogBody>
        <form onSubmit={submit} className="bo-link-search" style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
          <FormGroup label={t('link.searchLabel')} labelFor={inputId} style={{ flex: 1, marginBottom: 0 }}>
            <InputGroup id={inputId} type="search" leftIcon="search" value={c.text} onChange={(e) => c.setText(e.target.value)} autoFocus />
          </FormGroup>
          <Button type="submit" intent="primary" icon="search" loading={c.searching} text={t('link.search')} />
        </form>
        {c.searching && (
          <div role="status" className={Classes.TEXT_MUTED} style={{ display: 'flex', gap: 8, marginTop: 12 }}>
            <Spinner size={16} aria-hidden />
            {t('link.searching')}
          </div>
        )}
        {!c.searching && c.results && c.results.length > 0 && (
          <div style={{ maxHeight: 360, overflowY: 'auto', marginTop: 12 }}>
            <HTMLTable compact interactive striped style={{ width: '100%' }} aria-label={t('link.results')}>
              <thead>
                <tr>
                  <th scope="col">
                    <span className={Classes.TEXT_MUTED}>{t('link.selectColumn')}</span>
                  </th>
                  {columns.map((column) => (
                    <th key={column.field} scope="col">
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {c.results.map((record) => {
                  const name = formatValue(record.datos[columns[0].field]) || String(record.id);
                  return (
                    <tr key={record.id} onClick={() => c.toggle(record.id)} aria-selected={c.isSelected(record.id)}>
                      <td>
                        <input
                          type={multiple ? 'checkbox' : 'radio'}
                          name={multiple ? undefined : `${inputId}-seleccion`}
                          aria-label={t('link.select', { nombre: name })}
                          checked={c.isSelected(record.id)}
                          onClick={(e) => e.stopPropagation()}
                          onChange={() => c.toggle(record.id)}
                        />
                      </td>
                      {columns.map((column) => (
                        <td key={column.field}>{formatValue(record.datos[column.field])}</td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('link.cancel')} onClick={close} />
            <Button intent="primary" text={t('link.accept')} onClick={c.confirm} />
          </>
        }
      />
    </Dialog>
  );
}
