/**
 * The Blueprint text box of a masked field, shared by MaskedText and CardNumber: the field's id
 * (FieldTemplate's label points at it), error intent and ARIA wiring, the mask's keyboard and
 * placeholder, and the typing behaviour of `useMaskedInput`.
 */
import { InputGroup, Intent } from '@blueprintjs/core';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import { maskRegistry } from '../../engine/core/format/masks';
import { freeDocumentMask } from '../../engine/core/format/freeDocument';
import { formValue } from './formValue';
import { inputModeOf, placeholderOf } from './maskPresentation';
import { useMaskedInput } from './useMaskedInput';

export interface MaskedInputProps {
  readonly widget: WidgetProps;
  /** The mask's registry name. */
  readonly maskName: string;
  /** `data-widget` of the box: which widget the tester picked. */
  readonly widgetName: string;
  readonly reveal?: boolean;
  readonly revealWhileEditing?: boolean;
  /** A free document (`x-display`): separators dropped on input, digits shown through the mask, other text as typed (freeDocumentMask). */
  readonly free?: boolean;
}

/** A masked Blueprint InputGroup. */
export function MaskedInput({ widget, maskName, widgetName, reveal, revealWhileEditing, free = false }: MaskedInputProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, placeholder, options, schema, rawErrors, required, onChange, onBlur, onFocus } = widget;
  const registered = maskRegistry.get(maskName, `el campo ${id}`);
  const mask = useMemo(() => (free ? freeDocumentMask(registered) : registered), [free, registered]);
  const editable = !disabled && !readonly;
  const box = useMaskedInput({
    mask,
    value,
    editable,
    reveal,
    revealWhileEditing,
    onStored: (stored) => onChange(formValue(stored, schema, options.emptyValue)),
  });
  const invalid = Boolean(rawErrors?.length);
  return (
    <InputGroup
      id={id}
      name={htmlName || id}
      inputRef={box.inputRef}
      value={box.text}
      fill
      type="text"
      autoComplete="off"
      inputMode={free ? 'text' : inputModeOf(maskName)}
      placeholder={editable ? placeholder || (free ? undefined : placeholderOf(maskName)) : undefined}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      intent={invalid ? Intent.DANGER : Intent.NONE}
      aria-describedby={ariaDescribedByIds(id)}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      data-widget={widgetName}
      data-mask={maskName}
      onChange={box.onChange}
      onFocus={() => {
        box.onFocus();
        onFocus(id, value);
      }}
      onBlur={(event) => {
        box.onBlur(event);
        onBlur(id, value);
      }}
    />
  );
}
