/**
 * The list's filter bar from the module's `list.filters`, each kind drawn by its view
 * (filters/filterViews.ts): text filters search on submit (the minimum length message shows under
 * the box, SHR-15), the other kinds apply at once. A rule broken by no filter in particular (at
 * least one filter) is a warning notification (useListController, SHR-06), not text under the bar.
 */
import { Button } from '@blueprintjs/core';
import { t } from '../../core/messages';
import { filterViews } from './filters/filterViews';
import type { ListController } from './useListController';

/** Filter bar. */
export function ListFilters({ controller }: { controller: ListController }) {
  const filters = controller.shownFilters;
  const hasText = filters.some((f) => f.kind === 'text');
  return (
    <form
      className="bo-filters"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        controller.search();
      }}
    >
      {filters.map((filter) => {
        const View = filterViews[filter.kind];
        return <View key={filter.name} filter={filter} controller={controller} />;
      })}
      {hasText && <Button type="submit" icon="search" text={t('ui.search')} className="bo-filter-submit" />}
    </form>
  );
}
