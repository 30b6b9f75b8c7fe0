/**
 * One code of a combo (options from the lookups service), on the ComboSelect widget's pieces: the
 * trigger button, the `Buscar...` list, the shared option rows. Choosing the ticked option again
 * clears the filter; applied at once.
 */
import { FormGroup } from '@blueprintjs/core';
import { Select } from '@blueprintjs/select';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { useRef, useState } from 'react';
import { t } from '../../../core/messages';
import { comboErrorKey } from '../../../core/moduleMessages';
import type { LookupOption } from '../../data/useLookup';
import { LookupStatus } from '../../../../widgets/ComboSelect/LookupStatus';
import { SearchableList } from '../../../../widgets/ComboSelect/SearchableList';
import { SelectTriggerButton } from '../../../../widgets/ComboSelect/SelectTriggerButton';
import { listProps, optionMatches, optionRenderer, returnFocusTo } from '../../../../widgets/ComboSelect/selectSettings';
import { useLookupOptions } from '../../../../widgets/ComboSelect/useLookupOptions';
import { filterId, type FilterViewProps } from './FilterProps';

const ignore = () => undefined;

export function ComboFilter({ filter, controller }: FilterViewProps) {
  const { options, loading, error } = useLookupOptions(filter.combo ?? '', comboErrorKey(controller.moduleConfig.messages, 'list'));
  const [query, setQuery] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const value = controller.state.filters[filter.name];
  const code = value === undefined || value === null ? undefined : String(value);
  const text = loading ? t('ui.loading') : (options.find((o) => o.codigo === code)?.descripcion ?? code ?? t('ui.all'));
  const id = filterId(filter);
  return (
    <FormGroup className="bo-filter bo-filter-combo" label={filter.label} labelFor={id}>
      <Select<LookupOption>
        items={options as LookupOption[]}
        itemPredicate={optionMatches}
        itemRenderer={optionRenderer((o) => o.codigo === code)}
        itemListRenderer={(list) => <SearchableList list={list} onQueryChange={setQuery} />}
        query={query}
        onQueryChange={setQuery}
        onItemSelect={(o) => controller.setFilters({ [filter.name]: o.codigo === code ? undefined : o.codigo })}
        filterable={false}
        menuProps={listProps(filter.label)}
        popoverTargetProps={{ 'aria-label': filter.label } as React.HTMLAttributes<HTMLElement>}
        popoverProps={{ minimal: true, matchTargetWidth: true, onClosed: (popover) => (setQuery(''), returnFocusTo(button)(popover)) }}
        disabled={loading || !!error}
        fill
      >
        <SelectTriggerButton buttonRef={button} id={id} label={filter.label} text={text} value={code} loading={loading} inactive={loading || !!error} invalid={!!error} onBlur={ignore} onFocus={ignore} />
      </Select>
      <LookupStatus error={error} />
    </FormGroup>
  );
}
