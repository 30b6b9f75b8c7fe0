/** One code of a combo (options from the lookups service), on the shared choice select; applied at once. */
import { comboErrorKey } from '../../../core/moduleMessages';
import { useLookupOptions } from '../../../../widgets/ComboSelect/useLookupOptions';
import { ChoiceFilter } from './ChoiceFilter';
import type { FilterViewProps } from './FilterProps';

export function ComboFilter({ filter, controller }: FilterViewProps) {
  const { options, loading, error } = useLookupOptions(filter.combo ?? '', comboErrorKey(controller.moduleConfig.messages, 'list'));
  const value = controller.state.filters[filter.name];
  const code = value === undefined || value === null ? undefined : String(value);
  return (
    <ChoiceFilter
      filter={filter}
      options={options}
      code={code}
      loading={loading}
      error={error}
      onChoose={(chosen) => controller.setFilters({ [filter.name]: chosen })}
    />
  );
}
