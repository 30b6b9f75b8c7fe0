/**
 * Number fields as a text box that accepts the Spanish decimal comma (engine/core localeNumber).
 * It keeps what the user typed (`-34,` while typing) and hands rjsf the number, or the raw text
 * when it is not a number so that validation reports it in Spanish.
 */
import { InputGroup, Intent } from '@blueprintjs/core';
import { ariaDescribedByIds, type BaseInputTemplateProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { formatLocaleNumber, parseLocaleNumber } from '../../core/localeNumber';

const asText = (value: unknown) => (typeof value === 'number' ? formatLocaleNumber(value) : value == null ? '' : String(value));

/** Numeric input of the Blueprint theme. */
export function NumberInput({
  id,
  htmlName,
  value,
  readonly,
  disabled,
  autofocus,
  placeholder,
  required,
  rawErrors,
  options,
  onChange,
  onBlur,
  onFocus,
}: BaseInputTemplateProps) {
  const [text, setText] = useState(() => asText(value));
  useEffect(() => {
    // Follow outside changes (load, reload) without fighting the user's typing.
    const typed = parseLocaleNumber(text);
    if (typeof value === 'number' ? typed !== value : asText(value) !== text) setText(asText(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberate dependencies, said above
  }, [value]);
  const emit = (next: string) => {
    const parsed = parseLocaleNumber(next);
    onChange(parsed === undefined ? options.emptyValue : Number.isNaN(parsed) ? next : parsed);
  };
  return (
    <InputGroup
      id={id}
      name={htmlName || id}
      inputMode="decimal"
      autoComplete="off"
      fill
      value={text}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      placeholder={placeholder}
      intent={rawErrors?.length ? Intent.DANGER : Intent.NONE}
      aria-describedby={ariaDescribedByIds(id)}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-required={required || undefined}
      onChange={(e) => {
        setText(e.target.value);
        emit(e.target.value);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
