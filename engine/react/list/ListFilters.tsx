/**
 * The list's filter bar from the module's `list.filters`: text filters search on submit (the
 * minimum length message shows under the box, SHR-15), boolean filters apply at once.
 */
import { Button, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { t } from '../../core/messages';
import type { FilterConfig } from '../../core/screenConfig';
import type { ListController } from './useListController';

const anyValueLabel = () => t('ui.all');

function TextFilter({ filter, controller }: { filter: FilterConfig; controller: ListController }) {
  const problem = controller.problem?.filter === filter.name ? controller.problem : null;
  const id = `filtro-${filter.name}`;
  return (
    <FormGroup
      className="bo-filter bo-filter-text"
      label={filter.label}
      labelFor={id}
      intent={problem ? Intent.DANGER : Intent.NONE}
      helperText={problem ? <span role="alert">{t(problem.key, problem.args)}</span> : undefined}
    >
      <InputGroup
        id={id}
        type="search"
        leftIcon="search"
        placeholder={t('ui.searchPlaceholder')}
        value={controller.drafts[filter.name] ?? ''}
        intent={problem ? Intent.DANGER : Intent.NONE}
        onChange={(e) => controller.setDraft(filter.name, e.target.value)}
      />
    </FormGroup>
  );
}

function BooleanFilter({ filter, controller }: { filter: FilterConfig; controller: ListController }) {
  const value = controller.state.filters[filter.name];
  const id = `filtro-${filter.name}`;
  return (
    <FormGroup className="bo-filter" label={filter.label} labelFor={id}>
      <HTMLSelect
        id={id}
        iconProps={{ title: false }}
        value={value === true ? 'true' : value === false ? 'false' : ''}
        onChange={(e) => controller.setFilter(filter.name, e.target.value === '' ? undefined : e.target.value === 'true')}
      >
        <option value="">{anyValueLabel()}</option>
        <option value="true">{t('ui.yes')}</option>
        <option value="false">{t('ui.no')}</option>
      </HTMLSelect>
    </FormGroup>
  );
}

/** Filter bar; combo filters wait for the lookups API (not rendered yet). */
export function ListFilters({ controller }: { controller: ListController }) {
  const { filters } = controller.list;
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
      {filters.map((filter) =>
        filter.kind === 'text' ? (
          <TextFilter key={filter.name} filter={filter} controller={controller} />
        ) : filter.kind === 'boolean' ? (
          <BooleanFilter key={filter.name} filter={filter} controller={controller} />
        ) : null,
      )}
      {hasText && <Button type="submit" icon="search" text={t('ui.search')} className="bo-filter-submit" />}
    </form>
  );
}
