/**
 * Several codes of a combo, on the MultiSelect widget's pieces (summary button `Todos` /
 * `{n} seleccionados`, ticks, `Buscar...`); each pick applies at once (a comma list in the URL).
 */
import { FormGroup } from '@blueprintjs/core';
import { MultiSelect } from '@blueprintjs/select';
import '../../theme/blueprintLater.css';
import { useRef } from 'react';
import { multiValues } from '../../../core/listFilters';
import { t } from '../../../core/messages';
import { comboErrorKey } from '../../../core/moduleMessages';
import type { LookupOption } from '../../data/useLookup';
import { LookupStatus } from '../../../../widgets/ComboSelect/LookupStatus';
import { SelectTriggerButton } from '../../../../widgets/ComboSelect/SelectTriggerButton';
import { listProps, noResults, optionMatches, optionRenderer, returnFocusTo, searchInputProps } from '../../../../widgets/ComboSelect/selectSettings';
import { useLookupOptions } from '../../../../widgets/ComboSelect/useLookupOptions';
import { selectionLabel, toggleCode } from '../../../../widgets/MultiSelect/selectionLabel';
import { FILTER_POPOVER_CLASS, filterId, type FilterViewProps } from './FilterProps';

const ignore = () => undefined;

export function MultiFilter({ filter, controller }: FilterViewProps) {
  const { options, loading, error } = useLookupOptions(filter.combo ?? '', comboErrorKey(controller.moduleConfig.messages, 'list'));
  const button = useRef<HTMLButtonElement>(null);
  const codes = multiValues(controller.state.filters[filter.name]);
  const chosen = options.filter((o) => codes.includes(o.codigo));
  const toggle = (o: LookupOption) => {
    const next = toggleCode(
      codes,
      o.codigo,
      options.map((x) => x.codigo),
    );
    controller.setFilters({ [filter.name]: next.length ? next.join(',') : undefined });
  };
  const text = loading
    ? t('ui.loading')
    : selectionLabel(codes.length, options.length, chosen.length === 1 && codes.length === 1 ? chosen[0].descripcion : undefined);
  const id = filterId(filter);
  return (
    <FormGroup className="bo-filter bo-filter-multi" label={filter.label} labelFor={id}>
      <MultiSelect<LookupOption>
        items={options as LookupOption[]}
        selectedItems={chosen}
        itemPredicate={optionMatches}
        itemRenderer={optionRenderer((o) => codes.includes(o.codigo), true)}
        itemsEqual="codigo"
        noResults={noResults}
        onItemSelect={toggle}
        onRemove={toggle}
        tagRenderer={(o) => o.descripcion}
        placeholder={searchInputProps.placeholder}
        tagInputProps={{ inputProps: { 'aria-label': searchInputProps['aria-label'] }, tagProps: { minimal: true } }}
        menuProps={listProps(filter.label)}
        popoverTargetProps={{ 'aria-label': filter.label } as React.HTMLAttributes<HTMLElement>}
        popoverProps={{ minimal: true, popoverClassName: FILTER_POPOVER_CLASS, onClosed: returnFocusTo(button) }}
        disabled={loading || !!error}
        resetOnSelect={false}
        fill
        customTarget={() => (
          <SelectTriggerButton
            buttonRef={button}
            id={id}
            label={filter.label}
            text={text}
            value={codes}
            loading={loading}
            inactive={loading || !!error}
            invalid={!!error}
            onBlur={ignore}
            onFocus={ignore}
          />
        )}
      />
      <LookupStatus error={error} />
    </FormGroup>
  );
}
