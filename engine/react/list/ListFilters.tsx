/**
 * The list's filter bar from the module's `list.filters`, each kind drawn by its view
 * (filters/filterViews.ts): text filters search on submit (the minimum length message shows under
 * the box, SHR-15), the other kinds apply at once. A rule broken by no filter in particular (at
 * least one filter) shows under the bar.
 */
import { Button, Intent } from '@blueprintjs/core';
import { t } from '../../core/messages';
import { filterViews } from './filters/filterViews';
import type { ListController } from './useListController';

/** Filter bar. */
export function ListFilters({ controller }: { controller: ListController }) {
  const filters = controller.shownFilters;
  const hasText = filters.some((f) => f.kind === 'text');
  const general = controller.problem && !controller.problem.filter ? controller.problem : null;
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
      {general && (
        <p role="alert" className={`bo-filter-problem bp6-text-${Intent.DANGER}`}>
          {t(general.key, general.args)}
        </p>
      )}
    </form>
  );
}
