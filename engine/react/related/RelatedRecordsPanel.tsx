/**
 * A related-records panel in a form tab (ui:tabs `related`; ACC-36, ACC-38, ACC-39): the listed
 * module's records linked to this one, in a sortable table paged by the panel's size (CST-18),
 * "Nuevo" opening that module's form in a dialog with the link set, a row opening its record in
 * the form dialog (or read-only when the user may not change it). A saved record refreshes the
 * list (the save invalidates the module's queries). Where the module lets writers remove records
 * (modules.<m>.delete), each row has "Eliminar" by the row-removal rule (useRelatedRemoval: CRD-13,
 * FEE-14) and a row marked `eliminar` shows it, with "Deshacer" (LNK-30).
 */
import { Alert, Button, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import '../theme/blueprintLater.css';
import type { ModuleRecord } from '../data/types';
import { formTitleOf } from '../../core/formTitle';
import { t } from '../../core/messages';
import type { RelatedPanel } from '../../core/related/relatedPanel';
import { RecordFormDialog } from '../dialogs/RecordFormDialog';
import { useEngine } from '../engine/EngineProvider';
import { ListPager } from '../list/ListPager';
import { PreviewDialog } from '../list/PreviewDialog';
import { RecordTable } from '../list/RecordTable';
import { RemoveButton } from '../list/RemoveButton';
import { useRelatedList } from './useRelatedList';
import { useRelatedRemoval } from './useRelatedRemoval';

export interface RelatedRecordsPanelProps {
  readonly panel: RelatedPanel;
  /** The id of the record the form shows. */
  readonly ownerId: number;
  /** The owner's form is read-only: rows open read-only and there is no "Nuevo". */
  readonly readOnly?: boolean;
}

/** The panel. */
export function RelatedRecordsPanel({ panel, ownerId, readOnly = false }: RelatedRecordsPanelProps) {
  const { config: appConfig } = useEngine();
  const c = useRelatedList(panel, ownerId, readOnly);
  const removal = useRelatedRemoval(panel.module);
  const title = formTitleOf(appConfig, panel.module, panel.form);
  const { dialog } = c;
  const rowActions = (row: ModuleRecord) =>
    row.vigente ? (
      c.mayEdit(row) && <RemoveButton disabled={removal.busy} onClick={() => removal.ask(row)} />
    ) : (
      <>
        <Tag minimal intent={Intent.WARNING}>
          {t('delete.marked')}
        </Tag>{' '}
        {c.mayEdit(row) && <Button size="small" variant="minimal" icon="undo" text={t('linkList.undo')} onClick={() => void removal.restore(row)} />}
      </>
    );
  return (
    <div className="bo-related-panel">
      {c.canCreate && (
        <div className="bo-related-toolbar">
          <Button icon="plus" intent={Intent.PRIMARY} text={t('related.new')} onClick={c.create} />
        </div>
      )}
      {c.loading ? (
        <div className="bo-list-state" aria-busy="true">
          <Spinner size={24} aria-label={t('ui.loading')} />
        </div>
      ) : c.rows.length === 0 ? (
        <NonIdealState icon={c.failed ? 'error' : 'inbox'} className="bo-list-state" description={c.failed ? c.failure : t('related.empty')} />
      ) : (
        <>
          <RecordTable
            columns={panel.columns}
            rows={c.rows}
            sort={c.state.sort}
            sortable={c.sortable}
            onSort={c.sort}
            onOpen={c.open}
            properties={c.properties}
            linkNames={c.linkNames}
            rowActions={removal.enabled ? rowActions : undefined}
          />
          <ListPager page={c.state.page} pages={c.pages} total={c.total} onPage={c.page} />
        </>
      )}
      <RecordFormDialog
        module={panel.module}
        screen={panel.form}
        isOpen={dialog?.kind === 'new' || dialog?.kind === 'edit'}
        title={t(dialog?.kind === 'edit' ? 'record.editTitle' : 'record.newTitle', { title })}
        record={dialog?.kind === 'edit' ? dialog.record : null}
        initial={c.initial}
        fixed={[panel.field]}
        onSaved={(saved) => {
          if (dialog?.kind === 'new') removal.created(saved);
          c.close();
        }}
        onCancel={c.close}
      />
      <Alert
        isOpen={removal.asking !== null}
        intent={Intent.DANGER}
        icon="trash"
        confirmButtonText={t('delete.action')}
        cancelButtonText={t('delete.cancel')}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
      >
        <p>{t(removal.askingNew ? 'delete.newConfirm' : 'record.deleteConfirm')}</p>
      </Alert>
      <PreviewDialog module={panel.module} record={dialog?.kind === 'view' ? dialog.record : null} onClose={c.close} />
    </div>
  );
}
