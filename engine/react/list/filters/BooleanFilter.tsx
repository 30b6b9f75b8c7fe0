/** A yes/no filter (`Todos`, `Sí`, `No`), applied at once. */
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { t } from '../../../core/messages';
import { filterId, type FilterViewProps } from './FilterProps';

export function BooleanFilter({ filter, controller }: FilterViewProps) {
  const value = controller.state.filters[filter.name];
  const id = filterId(filter);
  return (
    <FormGroup className="bo-filter" label={filter.label} labelFor={id}>
      <HTMLSelect
        id={id}
        iconProps={{ title: false }}
        value={value === true ? 'true' : value === false ? 'false' : ''}
        onChange={(e) => controller.setFilters({ [filter.name]: e.target.value === '' ? undefined : e.target.value === 'true' })}
      >
        <option value="">{t('ui.all')}</option>
        <option value="true">{t('ui.yes')}</option>
        <option value="false">{t('ui.no')}</option>
      </HTMLSelect>
    </FormGroup>
  );
}
