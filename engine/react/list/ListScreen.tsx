/**
 * A generic list screen from its config (BNK-01, BNK-05..07): title, "Nuevo" for users who pass
 * the module's write guard, filters of every kind, a sortable table with the screen's row actions,
 * paging, the results count, the screen's no-results / cap / error messages and the "Exportar" menu.
 */
import { Button, ButtonGroup, Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { Suspense } from 'react';
import { useLocation, useNavigate } from '../router/Router';
import { t } from '../../core/messages';
import type { ListScreenConfig } from '../../core/screenConfig';
import { createPathFor } from '../../core/routeScreens/listScreenAt';
import { useParams } from '../router/RouteParams';
import { editPath } from '../screens/screenLinks';
import { PageHeader } from '../shell/PageHeader';
import { ListFilters } from './ListFilters';
import { ExportMenu, ExportProgress } from './ExportMenu';
import { ListPager } from './ListPager';
import { LazyPreviewDialog } from '../loading/lazyScreens';
import { lazyNamed } from '../loading/lazyNamed';
import { useDeferredPart } from '../loading/useDeferredPart';
import { RowActions } from './RowActions';
import { RecordTable, type RecordTableComponent } from './RecordTable';
import { useListController } from './useListController';
import { useListExport } from './useListExport';
import { useListDensity } from './useListDensity';
import { annulledValue, useRowActions } from './useRowActions';
import { useRowWriteAccess } from './useRowWriteAccess';

export interface ListScreenProps {
  readonly screen: ListScreenConfig;
  /** Table component (default: Blueprint HTMLTable). */
  readonly table?: RecordTableComponent;
  /** The record the list is opened at (`recordPath`, ACC-02): searched by its id, its row selected. */
  readonly recordId?: number;
}

const LazyListConfirmations = lazyNamed(() => import('./ListConfirmations'), 'ListConfirmations');

/** The list screen view over `useListController`. */
export function ListScreen({ screen, table: Table = RecordTable, recordId }: ListScreenProps) {
  const c = useListController(screen, recordId);
  const navigate = useNavigate();
  // "Nuevo" of a list opened at a route with params creates at the form's path for them (ADM-11: the area's form).
  const params = useParams();
  // A record opened here remembers this list's URL (search, sort, page): its "Volver" comes back to it.
  const { pathname, search } = useLocation();
  const rowState = { lista: `${pathname}${search}` };
  const sortable = new Set(screen.columns.filter((col) => col.sortable && c.list.sortable.includes(col.field)).map((col) => col.field));
  const form = c.form;
  const actions = useRowActions(screen);
  const exporter = useListExport(screen.module, screen.title, c.exportParams);
  const canWriteField = useRowWriteAccess(c.moduleConfig.access.write, c.properties);
  const rowActions = screen.rowActions?.length ? screen.rowActions : undefined;
  const annulled = actions.annulAction;
  const confirmations = useDeferredPart(LazyListConfirmations, actions.annulling !== null || actions.confirming !== null);
  const labelOf = (field: string) => c.properties[field]?.title ?? field;
  // The user's row density, remembered per user.
  const { density, toggle: toggleDensity } = useListDensity();
  const headerActions = (
    <ButtonGroup>
      <Button icon="compressed" text={t('list.compact')} active={density === 'compacta'} aria-pressed={density === 'compacta'} onClick={toggleDensity} />
      <ExportMenu running={exporter.running} onExport={(format) => void exporter.start(format)} />
      {form && c.mayCreate && <Button intent={Intent.PRIMARY} icon="plus" text={t('ui.new')} onClick={() => navigate(createPathFor(form, params))} />}
    </ButtonGroup>
  );
  return (
    <div className="bo-page">
      <PageHeader title={screen.title} actions={headerActions} />
      <div className="bo-panel">
        <ListFilters controller={c} />
        <ExportProgress running={exporter.running} received={exporter.received} />
        {c.capReached && (
          <Callout intent={Intent.WARNING} compact className="bo-callout">
            {c.capWarning}
          </Callout>
        )}
        {c.isError ? (
          <NonIdealState
            icon="error"
            className="bo-list-state"
            description={c.searchFailure}
            action={<Button icon="refresh" text={t('ui.search')} onClick={c.retry} />}
          />
        ) : c.blocked && !c.hasData ? null : !c.hasData ? (
          // Above: the URL's filters break a rule (none yet where one is required): nothing is searched,
          // and nothing is said before the user searches (the search warns, SHR-06, ACC-14).
          <div className="bo-list-state" aria-busy="true">
            <Spinner size={32} aria-label={t('ui.loading')} />
          </div>
        ) : (
          <div className={`bo-table-wrap bo-density-${density}${c.isLoading ? ' bo-loading' : ''}`} aria-busy={c.isLoading}>
            <Table
              columns={screen.columns}
              rows={c.rows}
              sort={c.state.sort}
              sortable={sortable}
              onSort={c.sortBy}
              rowPath={form ? (row) => editPath(form, row.id, row.datos) : undefined}
              rowState={rowState}
              properties={c.properties}
              linkNames={c.linkNames}
              rowActions={
                rowActions &&
                ((row) => (
                  <RowActions
                    row={row}
                    actions={rowActions}
                    controller={actions}
                    form={form}
                    canWrite={(field) => canWriteField(row, field)}
                    labelOf={labelOf}
                    module={screen.module}
                    transitions={c.moduleConfig.transitions}
                  />
                ))
              }
              selectedId={c.selectedId}
              rowClassName={
                annulled && annulled.intent !== 'success' ? (row) => (annulledValue(row, annulled.field) ? 'bo-row-annulled' : undefined) : undefined
              }
            />
            {c.rows.length === 0 && (
              <Callout intent={Intent.WARNING} compact className="bo-callout bo-empty">
                {t(c.noResultsMessage)}
              </Callout>
            )}
          </div>
        )}
        {c.hasData && !c.isError && <ListPager page={c.state.page} pages={c.pages} total={c.total} onPage={c.goToPage} />}
      </div>
      {/* The preview (a read-only rjsf form) downloads with its first use. */}
      {actions.previewing && (
        <Suspense fallback={null}>
          <LazyPreviewDialog module={screen.module} record={actions.previewing} onClose={actions.closePreview} />
        </Suspense>
      )}
      {confirmations && (
        <Suspense fallback={null}>
          <LazyListConfirmations actions={actions} />
        </Suspense>
      )}
    </div>
  );
}
