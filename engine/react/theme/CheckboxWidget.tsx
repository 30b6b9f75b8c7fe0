/** Booleans as a Blueprint Checkbox (or Switch with `ui:widget: "switch"`), carrying the field label. */
import { Checkbox, Switch } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';

function render(Control: typeof Checkbox | typeof Switch, { id, value, disabled, readonly, label, required, hideLabel, onChange, onBlur, onFocus, autofocus }: WidgetProps) {
  return (
    <Control
      id={id}
      checked={value === true}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      labelElement={
        hideLabel ? undefined : (
          <>
            {label}
            {required && <span className="bo-required" aria-hidden="true"> *</span>}
          </>
        )
      }
      onChange={(e) => onChange(e.currentTarget.checked)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}

/** rjsf CheckboxWidget. */
export function CheckboxWidget(props: WidgetProps) {
  return render(Checkbox, props);
}

/** A switch for booleans that read as on/off. */
export function SwitchWidget(props: WidgetProps) {
  return render(Switch, props);
}
