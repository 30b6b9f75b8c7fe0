/**
 * DateRange as an rjsf field: rjsf renders objects through fields, never widgets, so the period
 * object `{ desde, hasta }` is registered with `registerField` and this adapter hands
 * DateRangeWidget the object, the label and the errors of the object and of both parts.
 */
import { getUiOptions, type ErrorSchema, type FieldProps } from '@rjsf/utils';
import { DateRangeWidget } from './DateRangeWidget';

/** Every error message of an error schema and of its direct children (`desde`, `hasta`). */
function collectErrors(errorSchema: ErrorSchema | undefined): string[] {
  if (!errorSchema) return [];
  const nested = Object.entries(errorSchema)
    .filter(([key]) => key !== '__errors')
    .flatMap(([, child]) => ((child as ErrorSchema | undefined)?.__errors ?? []) as string[]);
  return [...((errorSchema.__errors ?? []) as string[]), ...nested];
}

/** rjsf field `DateRange`. */
export function DateRangeField(props: FieldProps) {
  const {
    schema,
    uiSchema,
    registry,
    formData,
    errorSchema,
    fieldPathId,
    name,
    required,
    disabled,
    readonly,
    autofocus,
    hideError,
    onChange,
    onBlur,
    onFocus,
  } = props;
  const { title, ...options } = getUiOptions(uiSchema, registry.globalUiOptions);
  return (
    <DateRangeWidget
      id={fieldPathId.$id}
      name={name}
      schema={schema}
      uiSchema={uiSchema}
      registry={registry}
      value={formData}
      options={options}
      label={(typeof title === 'string' && title) || schema.title || name}
      required={required}
      disabled={disabled}
      readonly={readonly}
      autofocus={autofocus}
      hideError={hideError}
      rawErrors={hideError ? undefined : collectErrors(errorSchema)}
      onChange={(value: unknown) => onChange(value as FieldProps['formData'], fieldPathId.path)}
      onBlur={onBlur}
      onFocus={onFocus}
    />
  );
}
