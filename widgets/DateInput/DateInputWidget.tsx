/**
 * Dates (`format: "date"`, stored `yyyy-MM-dd`) and date-times (`format: "date-time"`, stored ISO
 * with offset) as one DateField: `dd/MM/yyyy`, Monday weeks, placeholder dates blank (WID-15,
 * WID-16), and the relative default of a new record (`ui:options.default`). Text typed that is
 * no date is the field's value until corrected, so the form shows its error and does not save.
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
      // Text that is no date stays in the field: the schema's date format refuses it and blocks the save (21-4).
      onUnparsed={(text) => onChange(text)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
