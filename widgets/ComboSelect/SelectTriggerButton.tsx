/**
 * The button that opens a lookup list (ComboSelect and MultiSelect): shows the current choice,
 * a spinner while the combo loads, and is named "label: choice" for screen readers.
 */
import { Alignment, Button, Intent, Spinner, SpinnerSize } from '@blueprintjs/core';
import { ariaDescribedByIds } from '@rjsf/utils';
import type { Ref } from 'react';

export interface SelectTriggerButtonProps {
  readonly buttonRef: Ref<HTMLButtonElement>;
  readonly id: string;
  readonly label: string;
  readonly text: string;
  readonly value: unknown;
  readonly loading?: boolean;
  readonly inactive?: boolean;
  readonly invalid?: boolean;
  /** Announce the field as required (only where the button's role allows aria-required). */
  readonly required?: boolean;
  readonly autoFocus?: boolean;
  readonly onBlur: (id: string, value: unknown) => void;
  readonly onFocus: (id: string, value: unknown) => void;
}

export function SelectTriggerButton({
  buttonRef,
  id,
  label,
  text,
  value,
  loading,
  inactive,
  invalid,
  required,
  autoFocus,
  onBlur,
  onFocus,
}: SelectTriggerButtonProps) {
  return (
    <Button
      ref={buttonRef}
      id={id}
      fill
      alignText={Alignment.START}
      ellipsizeText
      text={text}
      endIcon={loading ? <Spinner size={SpinnerSize.SMALL} /> : 'caret-down'}
      disabled={inactive}
      autoFocus={autoFocus}
      intent={invalid ? Intent.DANGER : Intent.NONE}
      variant="outlined"
      // The label alone would hide the choice from screen readers: name the button with both.
      aria-label={`${label}: ${text}`}
      aria-describedby={ariaDescribedByIds(id)}
      aria-invalid={invalid}
      aria-required={required || undefined}
      aria-busy={loading || undefined}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
