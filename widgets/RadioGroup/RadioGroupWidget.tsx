/**
 * A single choice as a Blueprint RadioGroup (`"x-widget": "radio"`): options from the schema
 * (`enum` + `ui:enumNames`, `oneOf` with `const`/`title`, or Sí/No for booleans). Arrow keys move
 * the choice, as with any radio group. Booleans carry their own label (FieldTemplate hides it).
 */
import { Radio, RadioGroup } from '@blueprintjs/core';
import { ariaDescribedByIds, enumOptionsIndexForValue, enumOptionsValueForIndex, optionId, type WidgetProps } from '@rjsf/utils';
import { RequiredLabel } from '../../engine/react/theme/RequiredLabel';

/** The widget's registry name (also what `ui:widget: "radio"` names). */
export const RADIO_GROUP_WIDGET = 'radio';

/** rjsf widget for a single choice among a few options. */
export function RadioGroupWidget({
  id,
  htmlName,
  value,
  options,
  schema,
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
  const { enumOptions = [], enumDisabled = [], emptyValue } = options;
  const index = enumOptionsIndexForValue(value, enumOptions, false);
  const selected = typeof index === 'string' ? index : undefined;
  const ownLabel = schema.type === 'boolean' && !hideLabel;
  const invalid = Boolean(rawErrors?.length);
  const pick = (raw: string) => enumOptionsValueForIndex(raw, enumOptions, emptyValue);
  return (
    <RadioGroup
      id={id}
      name={htmlName || id}
      selectedValue={selected}
      disabled={disabled || readonly}
      inline={options.inline === true}
      label={ownLabel ? <RequiredLabel label={label} required={required} /> : undefined}
      aria-label={ownLabel ? undefined : label}
      aria-describedby={ariaDescribedByIds(id)}
      data-widget={RADIO_GROUP_WIDGET}
      onChange={(event) => onChange(pick(event.currentTarget.value))}
    >
      {enumOptions.map((option, i) => (
        <Radio
          key={i}
          id={optionId(id, i)}
          value={String(i)}
          label={option.label}
          disabled={(enumDisabled as unknown[]).includes(option.value)}
          autoFocus={autofocus && i === 0}
          aria-invalid={invalid || undefined}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
      ))}
    </RadioGroup>
  );
}
