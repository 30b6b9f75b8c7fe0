/**
 * Text-like inputs as Blueprint InputGroup, numbers as NumberInput (Spanish decimal comma). The
 * label is not rendered here: FieldTemplate shows it once.
 */
import { InputGroup, Intent } from '@blueprintjs/core';
import { ariaDescribedByIds, getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { NumberInput } from './NumberInput';

/** rjsf BaseInputTemplate for the Blueprint theme. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    htmlName,
    value,
    readonly,
    disabled,
    autofocus,
    onBlur,
    onFocus,
    onChange,
    onChangeOverride,
    options,
    schema,
    rawErrors,
    type,
    placeholder,
    required,
  } = props;
  const inputProps = getInputProps(schema, type, options);
  const intent = rawErrors?.length ? Intent.DANGER : Intent.NONE;
  const common = {
    id,
    name: htmlName || id,
    disabled,
    readOnly: readonly,
    autoFocus: autofocus,
    placeholder,
    intent,
    fill: true,
    'aria-describedby': ariaDescribedByIds(id),
    'aria-invalid': rawErrors?.length ? true : undefined,
    'aria-required': required || undefined,
  };
  if (inputProps.type === 'number' || inputProps.type === 'integer') return <NumberInput {...props} />;
  return (
    <InputGroup
      {...common}
      type={inputProps.type === 'text' ? 'text' : inputProps.type}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      value={value == null ? '' : String(value)}
      onChange={onChangeOverride ?? ((e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value === '' ? options.emptyValue : e.target.value))}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    />
  );
}
