/**
 * One choice among options, as a combo list filter shows it:
 * the ComboSelect widget's pieces, i.e. the trigger button (`Todos` while nothing is chosen), the
 * option list with its ticked option, and the `Buscar...` box when the options are many enough to
 * search. Choosing the ticked option again clears the filter; applied at once.
 */
import { FormGroup } from '@blueprintjs/core';
import { Select } from '@blueprintjs/select';
import '../../theme/blueprintLater.css';
import { useRef, useState } from 'react';
import { t } from '../../../core/messages';
import type { LookupOption } from '../../data/useLookup';
import { LookupStatus } from '../../../../widgets/ComboSelect/LookupStatus';
import { SearchableList } from '../../../../widgets/ComboSelect/SearchableList';
import { SelectTriggerButton } from '../../../../widgets/ComboSelect/SelectTriggerButton';
import { listProps, optionMatches, optionRenderer, returnFocusTo } from '../../../../widgets/ComboSelect/selectSettings';
import { FILTER_POPOVER_CLASS, filterId } from './FilterProps';
import type { FilterConfig } from '../../../core/screenConfig';

const ignore = () => undefined;

export interface ChoiceFilterProps {
  readonly filter: FilterConfig;
  readonly options: readonly LookupOption[];
  /** The chosen option's code, or undefined (`Todos`). */
  readonly code: string | undefined;
  readonly onChoose: (code: string | undefined) => void;
  readonly loading?: boolean;
  readonly error?: string;
}

export function ChoiceFilter({ filter, options, code, onChoose, loading = false, error }: ChoiceFilterProps) {
  const [query, setQuery] = useState('');
  const button = useRef<HTMLButtonElement>(null);
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
        onItemSelect={(o) => onChoose(o.codigo === code ? undefined : o.codigo)}
        filterable={false}
        menuProps={listProps(filter.label)}
        popoverTargetProps={{ 'aria-label': filter.label } as React.HTMLAttributes<HTMLElement>}
        popoverProps={{ minimal: true, popoverClassName: FILTER_POPOVER_CLASS, onClosed: (popover) => (setQuery(''), returnFocusTo(button)(popover)) }}
        disabled={loading || !!error}
        fill
      >
        <SelectTriggerButton
          buttonRef={button}
          id={id}
          label={filter.label}
          text={text}
          value={code}
          loading={loading}
          inactive={loading || !!error}
          invalid={!!error}
          onBlur={ignore}
          onFocus={ignore}
        />
      </Select>
      <LookupStatus error={error} />
    </FormGroup>
  );
}
