/**
 * One value from a combo (`x-combo: "<combo>"`; stored: the option's `codigo`) on Blueprint's
 * Select: a button showing the choice or `Seleccionar`, a `Buscar...` search box, a list at most
 * 200 px high (WID-19, WID-20), arrows and Enter to choose. While the combo loads the button spins
 * and is disabled; when it fails the field says so (and the app notifies once).
 */
import { Alignment, Button, Intent, Spinner, SpinnerSize } from '@blueprintjs/core';
import { Select } from '@blueprintjs/select';
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useRef, useState } from 'react';
import { t } from '../../engine/core/messages';
import type { LookupOption } from '../../engine/react/data/useLookup';
import { LookupStatus } from './LookupStatus';
import { SearchableList } from './SearchableList';
import { listProps, optionMatches, optionRenderer, returnFocusTo } from './selectSettings';
import { comboOf, useLookupOptions } from './useLookupOptions';

/** rjsf widget `ComboSelect`. */
export function ComboSelectWidget({ id, value, schema, label, required, disabled, readonly, autofocus, rawErrors, options: uiOptions, onChange, onBlur, onFocus }: WidgetProps) {
  const { options, loading, error } = useLookupOptions(comboOf(schema));
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
        <Button
          ref={button}
          id={id}
          fill
          alignText={Alignment.START}
          ellipsizeText
          text={text}
          endIcon={loading ? <Spinner size={SpinnerSize.SMALL} /> : 'caret-down'}
          disabled={inactive}
          autoFocus={autofocus}
          intent={invalid ? Intent.DANGER : Intent.NONE}
          variant="outlined"
          // The label alone would hide the choice from screen readers: name the button with both.
          aria-label={`${label}: ${text}`}
          aria-describedby={ariaDescribedByIds(id)}
          aria-invalid={invalid}
          aria-busy={loading || undefined}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
      </Select>
      <LookupStatus error={error} />
    </>
  );
}
