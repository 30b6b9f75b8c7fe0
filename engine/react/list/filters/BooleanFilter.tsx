/** A yes/no filter (`Todos`, `Sí`, `No`) on the same choice select as the combo filters; applied at once. */
import { t } from '../../../core/messages';
import { ChoiceFilter } from './ChoiceFilter';
import type { FilterViewProps } from './FilterProps';

export function BooleanFilter({ filter, controller }: FilterViewProps) {
  const value = controller.state.filters[filter.name];
  const options = [
    { codigo: 'true', descripcion: t('ui.yes') },
    { codigo: 'false', descripcion: t('ui.no') },
  ];
  return (
    <ChoiceFilter
      filter={filter}
      options={options}
      code={value === true ? 'true' : value === false ? 'false' : undefined}
      searchable={false}
      onChoose={(chosen) => controller.setFilters({ [filter.name]: chosen === undefined ? undefined : chosen === 'true' })}
    />
  );
}
