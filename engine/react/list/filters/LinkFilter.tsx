/**
 * A linked record (`kind: "link"`): a select over the target module's records found by text
 * through its own list API (its first text filter, at least 3 characters, first 20 matches). The
 * filter holds the chosen record's id; the button shows the record's `targetLabel` field.
 * Choosing the ticked record again clears the filter.
 */
import { FormGroup } from '@blueprintjs/core';
import { Select } from '@blueprintjs/select';
import '../../theme/blueprintLater.css';
import { useRef, useState } from 'react';
import { t } from '../../../core/messages';
import { useModule } from '../../engine/EngineProvider';
import type { LookupOption } from '../../data/useLookup';
import { useModuleList } from '../../data/useModuleList';
import { useModuleRecord } from '../../data/useModuleRecord';
import type { ModuleRecord } from '../../data/types';
import { SearchableList } from '../../../../widgets/ComboSelect/SearchableList';
import { SelectTriggerButton } from '../../../../widgets/ComboSelect/SelectTriggerButton';
import { listProps, optionRenderer, returnFocusTo } from '../../../../widgets/ComboSelect/selectSettings';
import { filterId, type FilterViewProps } from './FilterProps';
import { isEmpty } from '../../../core/blank';

const ignore = () => undefined;
const MIN_SEARCH = 3;
const RESULTS = '20';

export function LinkFilter({ filter, controller }: FilterViewProps) {
  const target = useModule(filter.target ?? '');
  const labelField = filter.targetLabel ?? target.module.searchFields[0] ?? 'id';
  const searchParam = target.config.list.filters.find((f) => f.kind === 'text')?.name ?? 'texto';
  const [query, setQuery] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const raw = controller.state.filters[filter.name];
  const id = isEmpty(raw) ? undefined : Number(raw);
  const searching = query.trim().length >= MIN_SEARCH;
  const found = useModuleList(filter.target ?? '', { [searchParam]: query.trim(), limit: RESULTS, offset: '0' }, searching);
  const chosen = useModuleRecord(filter.target ?? '', id);
  const describe = (record: ModuleRecord): LookupOption => ({ codigo: String(record.id), descripcion: String(record.datos[labelField] ?? record.id) });
  const items = searching ? (found.data?.datos ?? []).map(describe) : [];
  const text = id === undefined ? t('ui.all') : chosen.data ? describe(chosen.data).descripcion : chosen.isPending ? t('ui.loading') : String(id);
  const domId = filterId(filter);
  return (
    <FormGroup className="bo-filter bo-filter-link" label={filter.label} labelFor={domId}>
      <Select<LookupOption>
        items={items}
        itemRenderer={optionRenderer((o) => o.codigo === String(id))}
        itemListRenderer={(list) => <SearchableList list={list} onQueryChange={setQuery} />}
        query={query}
        onQueryChange={setQuery}
        onItemSelect={(o) => controller.setFilters({ [filter.name]: o.codigo === String(id) ? undefined : o.codigo })}
        filterable={false}
        menuProps={listProps(filter.label)}
        popoverTargetProps={{ 'aria-label': filter.label } as React.HTMLAttributes<HTMLElement>}
        popoverProps={{ minimal: true, onClosed: (popover) => (setQuery(''), returnFocusTo(button)(popover)) }}
        fill
      >
        <SelectTriggerButton
          buttonRef={button}
          id={domId}
          label={filter.label}
          text={text}
          value={id}
          loading={searching && found.isFetching}
          onBlur={ignore}
          onFocus={ignore}
        />
      </Select>
    </FormGroup>
  );
}
