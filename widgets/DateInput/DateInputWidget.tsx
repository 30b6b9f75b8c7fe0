/**
 * Dates (`format: "date"`, stored `yyyy-MM-dd`) and date-times (`format: "date-time"`, stored ISO
 * with offset) as one DateField: `dd/MM/yyyy`, Monday weeks, placeholder dates blank (WID-15,
 * WID-16), and the relative default of a new record (`ui:options.default`).
 */
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { DateField } from './DateField';
import { useRelativeDefault } from './useRelativeDefault';

/** rjsf widget `DateInput`. */
export function DateInputWidget(props: WidgetProps) {
  const { id, value, schema, options, disabled, readonly, required, autofocus, rawErrors, onChange, onBlur, onFocus } = props;
  const withTime = schema.format === 'date-time';
  useRelativeDefault(props, withTime);
  return (
    <DateField
      id={id}
      value={value}
      withTime={withTime}
      disabled={disabled}
      readonly={readonly}
      required={required}
      invalid={!!rawErrors?.length}
      autoFocus={autofocus}
      inputProps={{ 'aria-describedby': ariaDescribedByIds(id) }}
      onChange={(stored) => onChange(stored ?? options.emptyValue)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
