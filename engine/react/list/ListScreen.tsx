/**
 * A generic list screen from its config (BNK-01, BNK-05..07): title, "Nuevo" for users who pass
 * the module's write guard, filters, a sortable table, paging, the results count and the
 * no-results / cap / error messages.
 */
import { Button, Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { t } from '../../core/messages';
import type { ListScreenConfig } from '../../core/screenConfig';
import { CanAccess } from '../access/CanAccess';
import { editPath } from '../screens/screenLinks';
import { PageHeader } from '../shell/PageHeader';
import { ListFilters } from './ListFilters';
import { ListPager } from './ListPager';
import { RecordTable, type RecordTableComponent } from './RecordTable';
import { useListController } from './useListController';

export interface ListScreenProps {
  readonly screen: ListScreenConfig;
  /** Table component (default: Blueprint HTMLTable). */
  readonly table?: RecordTableComponent;
}

/** The list screen view over `useListController`. */
export function ListScreen({ screen, table: Table = RecordTable }: ListScreenProps) {
  const c = useListController(screen);
  const navigate = useNavigate();
  const sortable = new Set(screen.columns.filter((col) => col.sortable && c.list.sortable.includes(col.field)).map((col) => col.field));
  const form = c.form;
  const newButton = form && (
    <CanAccess guard={c.moduleConfig.access.write}>
      <Button intent={Intent.PRIMARY} icon="plus" text={t('ui.new')} onClick={() => navigate(form.paths.create)} />
    </CanAccess>
  );
  return (
    <div className="bo-page">
      <PageHeader title={screen.title} actions={newButton} />
      <div className="bo-panel">
        <ListFilters controller={c} />
        {c.capReached && (
          <Callout intent={Intent.WARNING} compact className="bo-callout">
            {t(c.list.capMessage ?? 'search.capReached', { cap: c.cap })}
          </Callout>
        )}
        {c.isError ? (
          <NonIdealState
            icon="error"
            className="bo-list-state"
            description={t(c.moduleConfig.messages.listError)}
            action={<Button icon="refresh" text={t('ui.search')} onClick={c.retry} />}
          />
        ) : !c.hasData ? (
          <div className="bo-list-state" aria-busy="true">
            <Spinner size={32} aria-label={t('ui.loading')} />
          </div>
        ) : (
          <div className={c.isLoading ? 'bo-table-wrap bo-loading' : 'bo-table-wrap'} aria-busy={c.isLoading}>
            <Table
              columns={screen.columns}
              rows={c.rows}
              sort={c.state.sort}
              sortable={sortable}
              onSort={c.sortBy}
              rowPath={form ? (row) => editPath(form, row.id) : undefined}
              properties={c.properties}
            />
            {c.rows.length === 0 && (
              <Callout intent={Intent.WARNING} compact className="bo-callout bo-empty">
                {t(c.moduleConfig.messages.noResults ?? 'search.empty')}
              </Callout>
            )}
          </div>
        )}
        {c.hasData && !c.isError && <ListPager page={c.state.page} pages={c.pages} total={c.total} onPage={c.goToPage} />}
      </div>
    </div>
  );
}
