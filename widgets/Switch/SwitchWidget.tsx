/**
 * A boolean that reads as on/off as a Blueprint Switch (`"x-widget": "switch"`), carrying the
 * field's label (FieldTemplate does not show booleans' labels) and the error description.
 */
import { Switch } from '@blueprintjs/core';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { RequiredLabel } from '../../engine/react/theme/RequiredLabel';

/** The widget's registry name. */
export const SWITCH_WIDGET = 'switch';

/** rjsf widget for on/off booleans. */
export function SwitchWidget({
  id,
  htmlName,
  value,
  label,
  hideLabel,
  required,
  disabled,
  readonly,
  autofocus,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  return (
    <Switch
      id={id}
      name={htmlName || id}
      checked={value === true}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      labelElement={hideLabel ? undefined : <RequiredLabel label={label} required={required} />}
      aria-label={hideLabel ? label : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      aria-invalid={rawErrors?.length ? true : undefined}
      role="switch"
      data-widget={SWITCH_WIDGET}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
