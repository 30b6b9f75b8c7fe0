/**
 * One value from a combo (`x-combo: "<combo>"`; stored: the option's `codigo`) on Blueprint's
 * Select: a button showing the choice or `Seleccionar`, a `Buscar...` search box, a list at most
 * 200 px high (WID-19, WID-20), arrows and Enter to choose. While the combo loads the button spins
 * and is disabled; when it fails the field says so (and the app notifies once). With
 * `x-combo-filter` only the options allowed by the record's other fields are offered (the server
 * refuses the others).
 */
import { Select } from '@blueprintjs/select';
import '../../engine/react/theme/blueprintLater.css';
import type { WidgetProps } from '@rjsf/utils';
import { useMemo, useRef, useState } from 'react';
import { allowedOptions, lookupFilterRules, lookupFilterValue } from '../../engine/core/lookups/lookupFilter';
import { currentFormData, useFormValue } from '../../engine/react/form/formDataStore';
import { t } from '../../engine/core/messages';
import type { LookupOption } from '../../engine/react/data/useLookup';
import { LookupStatus } from './LookupStatus';
import { SearchableList } from './SearchableList';
import { SelectTriggerButton } from './SelectTriggerButton';
import { listProps, optionMatches, optionRenderer, returnFocusTo } from './selectSettings';
import { comboOf, formComboErrorKey, useLookupOptions } from './useLookupOptions';

/** rjsf widget `ComboSelect`. */
export function ComboSelectWidget({
  id,
  value,
  schema,
  label,
  required,
  disabled,
  readonly,
  autofocus,
  rawErrors,
  options: uiOptions,
  registry,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const { options: all, loading, error } = useLookupOptions(comboOf(schema), formComboErrorKey(registry.formContext));
  // Options filtered by other fields of the record (x-combo-filter), re-filtered when those change
  // (`driving` stands for the record values the rules read).
  const rules = lookupFilterRules(schema as Readonly<Record<string, unknown>>);
  const driving = useFormValue(registry.formContext, (data) => rules.map((rule) => String(lookupFilterValue(rule, data) ?? '')).join('\u0000'));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberate dependencies, said above
  const options = useMemo(() => allowedOptions(all, rules, currentFormData(registry.formContext)), [all, driving]);
  const [query, setQuery] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const selected = options.find((o) => o.codigo === value);
  const text = loading ? t('ui.loading') : (selected?.descripcion ?? (value ? String(value) : t('select.placeholder')));
  const inactive = disabled || readonly || loading || !!error;
  const invalid = rawErrors?.length || error ? true : undefined;
  // Choosing the ticked option again clears a field that may stay empty.
  const pick = (option: LookupOption) => onChange(option.codigo === value && !required ? uiOptions.emptyValue : option.codigo);
  return (
    <>
      <Select<LookupOption>
        items={options as LookupOption[]}
        itemPredicate={optionMatches}
        itemRenderer={optionRenderer((o) => o.codigo === value)}
        itemListRenderer={(list) => <SearchableList list={list} onQueryChange={setQuery} />}
        query={query}
        onQueryChange={setQuery}
        onItemSelect={pick}
        filterable={false}
        menuProps={listProps(label)}
        popoverProps={{ minimal: true, matchTargetWidth: true, onClosed: (popover) => (setQuery(''), returnFocusTo(button)(popover)) }}
        popoverTargetProps={{ 'aria-label': label } as React.HTMLAttributes<HTMLElement>}
        disabled={inactive}
        fill
      >
        <SelectTriggerButton
          buttonRef={button}
          id={id}
          label={label}
          text={text}
          value={value}
          loading={loading}
          inactive={inactive}
          invalid={invalid}
          autoFocus={autofocus}
          onBlur={onBlur}
          onFocus={onFocus}
        />
      </Select>
      <LookupStatus error={error} />
    </>
  );
}
