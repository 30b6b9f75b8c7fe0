/**
 * Enums as a Blueprint HTMLSelect; an empty first option when the field may stay unset. It looks like
 * the combo selectors' button (white box, caret down: app/styles/forms.css), not a grey native select.
 */
import { HTMLSelect } from '@blueprintjs/core';
import { ariaDescribedByIds, enumOptionsIndexForValue, enumOptionsValueForIndex, type WidgetProps } from '@rjsf/utils';

/** rjsf SelectWidget (single choice). */
export function SelectWidget({ id, options, value, required, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus, rawErrors }: WidgetProps) {
  const { enumOptions = [], enumDisabled = [], emptyValue } = options;
  const index = enumOptionsIndexForValue(value, enumOptions, false);
  const selected = typeof index === 'string' ? index : '';
  const pick = (raw: string) => (raw === '' ? emptyValue : enumOptionsValueForIndex(raw, enumOptions, emptyValue));
  return (
    <HTMLSelect
      iconName="caret-down"
      iconProps={{ title: false }}
      className="bo-select"
      id={id}
      fill
      value={selected}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-describedby={ariaDescribedByIds(id)}
      aria-invalid={rawErrors?.length ? true : undefined}
      onChange={(e) => onChange(pick(e.target.value))}
      onBlur={(e) => onBlur(id, pick(e.target.value))}
      onFocus={(e) => onFocus(id, pick(e.target.value))}
    >
      {(!required || selected === '') && <option value="">{placeholder ?? ''}</option>}
      {enumOptions.map((option, i) => (
        <option key={i} value={String(i)} disabled={(enumDisabled as unknown[]).includes(option.value)}>
          {option.label}
        </option>
      ))}
    </HTMLSelect>
  );
}
