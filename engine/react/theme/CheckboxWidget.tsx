/** Booleans as a Blueprint Checkbox carrying the field label (on/off booleans: widgets/Switch). */
import { Checkbox } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { RequiredLabel } from './RequiredLabel';

/** rjsf CheckboxWidget. */
export function CheckboxWidget({ id, value, disabled, readonly, label, required, hideLabel, onChange, onBlur, onFocus, autofocus }: WidgetProps) {
  return (
    <Checkbox
      id={id}
      checked={value === true}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      labelElement={hideLabel ? undefined : <RequiredLabel label={label} required={required} />}
      onChange={(e) => onChange(e.currentTarget.checked)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
