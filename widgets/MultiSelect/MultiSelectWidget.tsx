/**
 * Several values from a combo (an array annotated `x-combo`; stored: the chosen `codigo`s in the
 * combo's order) on Blueprint's MultiSelect with a summary button: `Seleccionar`, the single
 * choice, `{n} seleccionados` or `Todos` (WID-20); the list (ticks on chosen options, `Buscar...`
 * search, at most 200 px high, WID-19) stays open while picking with the mouse or arrows and Enter.
 */
import { MultiSelect } from '@blueprintjs/select';
import '../../engine/react/theme/blueprintLater.css';
import type { WidgetProps } from '@rjsf/utils';
import { useRef } from 'react';
import { t } from '../../engine/core/messages';
import type { LookupOption } from '../../engine/react/data/useLookup';
import { LookupStatus } from '../ComboSelect/LookupStatus';
import { SelectTriggerButton } from '../ComboSelect/SelectTriggerButton';
import { listProps, noResults, optionMatches, optionRenderer, returnFocusTo, searchInputProps } from '../ComboSelect/selectSettings';
import { comboOf, formComboErrorKey, useLookupOptions } from '../ComboSelect/useLookupOptions';
import { selectionLabel, toggleCode } from './selectionLabel';

/** rjsf widget `MultiSelect` (value: array of codes). */
export function MultiSelectWidget({
  id,
  value,
  schema,
  label,
  required,
  disabled,
  readonly,
  autofocus,
  rawErrors,
  registry,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const { options, loading, error } = useLookupOptions(comboOf(schema), formComboErrorKey(registry.formContext));
  const button = useRef<HTMLButtonElement>(null);
  // rjsf fills a required array's `minItems` with empty items: they are no choice (not counted, not kept).
  const codes: string[] = Array.isArray(value) ? value.filter((v) => v !== undefined && v !== null && v !== '').map(String) : [];
  const chosen = options.filter((o) => codes.includes(o.codigo));
  const order = options.map((o) => o.codigo);
  const toggle = (option: LookupOption) => onChange(toggleCode(codes, option.codigo, order));
  const text = loading
    ? t('ui.loading')
    : selectionLabel(codes.length, options.length, chosen.length === 1 && codes.length === 1 ? chosen[0].descripcion : undefined);
  const inactive = disabled || readonly || loading || !!error;
  const invalid = rawErrors?.length || error ? true : undefined;
  return (
    <>
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
        menuProps={listProps(label)}
        popoverProps={{ minimal: true, matchTargetWidth: true, onClosed: returnFocusTo(button) }}
        popoverTargetProps={{ 'aria-label': label } as React.HTMLAttributes<HTMLElement>}
        disabled={inactive}
        resetOnSelect={false}
        fill
        customTarget={() => (
          <SelectTriggerButton
            buttonRef={button}
            id={id}
            label={label}
            text={text}
            value={value}
            loading={loading}
            inactive={inactive}
            invalid={invalid}
            required={required}
            autoFocus={autofocus}
            onBlur={onBlur}
            onFocus={onFocus}
          />
        )}
      />
      <LookupStatus error={error} />
    </>
  );
}
