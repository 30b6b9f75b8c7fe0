/**
 * Headless controller of a related-records panel (ui:tabs `related`): one page of the listed
 * module's records linked to the owner (`?<field>=<id>`, paged by the panel's size, sorted on the
 * server), who may add or edit them (the listed module's write guard, the record's own state,
 * a read-only owner form), and the dialog open: a new record, one to edit or one to view.
 */
import { useMemo, useState } from 'react';
import { readOnlyReason, readOnlyRules, recordState } from '../../core/form/readOnlyWhen';
import { pageCount, nextSort } from '../../core/listQuery';
import { t } from '../../core/messages';
import { canAccess } from '../../core/permissions';
import {
  initialRelatedState,
  newRelatedRecord,
  relatedListParams,
  relatedSortable,
  type RelatedListState,
  type RelatedPanel,
} from '../../core/related/relatedPanel';
import { guardRecordOf, type ModuleRecord } from '../data/types';
import { useModuleList } from '../data/useModuleList';
import { useModule } from '../engine/EngineProvider';
import { useLoadFailureNotice } from '../notifications/useFailureNotice';
import { useSession } from '../session/SessionProvider';

/** What the panel's dialog shows. */
export type RelatedDialog =
  { readonly kind: 'new' } | { readonly kind: 'edit'; readonly record: ModuleRecord } | { readonly kind: 'view'; readonly record: ModuleRecord } | null;

/** State and actions of the panel of `ownerId`; `readOnly` when the owner's form is. */
export function useRelatedList(panel: RelatedPanel, ownerId: number, readOnly: boolean) {
  const { config, module } = useModule(panel.module);
  const { principal } = useSession();
  const [state, setState] = useState<RelatedListState>(() => initialRelatedState(config.list));
  const [dialog, setDialog] = useState<RelatedDialog>(null);
  const query = useModuleList(panel.module, relatedListParams(panel, ownerId, state, config.list));
  const listError = panel.listError ?? config.messages.listError;
  // What a failed load says: the list error, or the server's refusal (a card list of another team's account, CRD-20).
  const failure = useLoadFailureNotice(query.isError, query.error, t(listError), query.errorUpdateCount);

  const writable = !readOnly && !!panel.form;
  const mayEdit = (record: ModuleRecord) =>
    writable &&
    canAccess(principal, config.access.write, guardRecordOf(record)) &&
    readOnlyReason(readOnlyRules(module.schema), recordState(record), principal, (f) => module.labels[f]) === null;
  const total = query.data?.total ?? 0;

  return {
    config,
    /** The message key of a failed load (the panel's own, else the listed module's). */
    listError,
    /** The text of a failed load, translated: the list error or the server's refusal (403). */
    failure,
    /** The listed module's schema properties (cells format masked fields). */
    properties: module.schema.properties,
    state,
    rows: query.data?.datos ?? [],
    /** The names of the page's linked records, for the link columns. */
    linkNames: query.data?.extras.nombres,
    total,
    pages: pageCount(total, panel.pageSize),
    loading: query.isPending,
    failed: query.isError,
    sortable: useMemo(() => relatedSortable(panel, config.list), [panel, config.list]),
    /** "Nuevo" is offered: the panel names a form, the owner form is editable and the user may write the listed module. */
    // A guard through the owner link (the account's team, CRD-19) reads what the list answered for that owner.
    // The new record belongs to the owner (a guard on its owner link: writeFollowsOwner, BAC-OP02).
    canCreate:
      writable &&
      (canAccess(principal, config.access.write) || canAccess(principal, config.access.write, { ...query.data?.extras.enlazados, [panel.field]: ownerId })),
    dialog,
    /** The new record's starting values (the link to the owner). */
    initial: useMemo(() => newRelatedRecord(panel, ownerId), [panel, ownerId]),
    sort: (field: string) => setState((s) => ({ sort: nextSort(s.sort, field), page: 0 })),
    page: (page: number) => setState((s) => ({ ...s, page })),
    create: () => setDialog({ kind: 'new' }),
    /** Whether the user may change this row (and so remove or restore it). */
    mayEdit,
    /** A row opens in the form when the user may edit it, else read-only. */
    open: (record: ModuleRecord) => setDialog({ kind: mayEdit(record) ? 'edit' : 'view', record }),
    close: () => setDialog(null),
  };
}
