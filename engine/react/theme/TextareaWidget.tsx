/** Long text as a Blueprint TextArea (`ui:widget: "textarea"`, `ui:options.rows`). */
import { Intent, TextArea } from '@blueprintjs/core';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

/** rjsf TextareaWidget. */
export function TextareaWidget({ id, value, disabled, readonly, autofocus, placeholder, options, onChange, onBlur, onFocus, rawErrors, schema }: WidgetProps) {
  return (
    <TextArea
      id={id}
      fill
      rows={typeof options.rows === 'number' ? options.rows : 4}
      value={value ?? ''}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholder}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      intent={rawErrors?.length ? Intent.DANGER : Intent.NONE}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
