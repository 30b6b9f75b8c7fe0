/** A tick that changes how another filter matches (a hierarchy's `direct` flag), applied at once. */
import { Checkbox } from '@blueprintjs/core';
import { filterId, type FilterViewProps } from './FilterProps';

export function FlagFilter({ filter, controller }: FilterViewProps) {
  const value = controller.state.filters[filter.name];
  return (
    <Checkbox
      id={filterId(filter)}
      className="bo-filter bo-filter-flag"
      label={filter.label}
      checked={value === true || value === 'true'}
      onChange={(e) => controller.setFilters({ [filter.name]: e.currentTarget.checked ? true : undefined })}
    />
  );
}
