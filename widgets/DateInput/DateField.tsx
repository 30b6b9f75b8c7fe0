/**
 * One date (or date-time) box on Blueprint's DateInput, in stored values: typed or picked as
 * `dd/MM/yyyy` (WID-16) in a Spanish calendar whose weeks start on Monday (CST-57), a stored date
 * in 1800 or earlier shown blank (WID-15), read-only as plain text. Used by the DateInput widget
 * and, twice, by DateRange. Text that is no date (`31/02/1990`) is handed to `onUnparsed` when the
 * box is left or Enter is pressed; the host stores it, so the box keeps showing it (in red) and the
 * form's `format: "date"` check says why and blocks the save (issue 21-4: Blueprint used to put its
 * message in the box and the form kept, and saved, the old date).
 */
import { InputGroup, Intent, type InputGroupProps } from '@blueprintjs/core';
import { DateInput, TimePrecision } from '@blueprintjs/datetime';
import '../../engine/react/theme/blueprintLater.css';
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { t } from '../../engine/core/messages';
import { formatDate, formatDateTime } from '../../engine/core/format';
import { unparsedDateText } from '../../engine/core/format/unparsedDateText';
import { MAX_PICKABLE_DATE, MIN_PICKABLE_DATE, dateLocale, dayPickerProps, displayText, isBlankPlaceholder, pickerValue, storedValue, typedDate } from './datePickerSettings';

export interface DateFieldProps {
  readonly id: string;
  /** The stored value (`yyyy-MM-dd` or ISO date-time). */
  readonly value: unknown;
  readonly withTime: boolean;
  readonly disabled?: boolean;
  readonly readonly?: boolean;
  readonly required?: boolean;
  readonly invalid?: boolean;
  readonly autoFocus?: boolean;
  readonly minDate?: Date;
  readonly maxDate?: Date;
  /** Extra attributes of the text box (`aria-label`, `aria-describedby`...). */
  readonly inputProps?: Partial<InputGroupProps> & Record<`aria-${string}`, unknown>;
  /** The new stored value, or undefined when cleared. */
  readonly onChange: (stored: string | undefined) => void;
  /** Text left in the box that is no date (absent: Blueprint's message replaces it and the value stays). */
  readonly onUnparsed?: (text: string) => void;
  readonly onBlur?: () => void;
  readonly onFocus?: () => void;
}

/** A date box with its calendar. */
export function DateField({ id, value, withTime, disabled, readonly, required, invalid, autoFocus, minDate = MIN_PICKABLE_DATE, maxDate = MAX_PICKABLE_DATE, inputProps, onChange, onUnparsed, onBlur, onFocus }: DateFieldProps) {
  const format = useCallback((date: Date) => displayText(date, withTime), [withTime]);
  const parse = useCallback((text: string) => typedDate(text, withTime), [withTime]);
  const common = { ...inputProps, id, 'aria-invalid': invalid || undefined, 'aria-required': required || undefined };
  const [closed, setClosed] = useCloseWhenFocusLeaves(id, !readonly && !disabled);
  // What the box holds while typing (Blueprint reports a bad date without its text).
  const typed = useRef('');
  // A value that is typed text: Blueprint is given a value that is no date and that text as its "invalid" message, so the box shows it.
  const unparsed = onUnparsed ? unparsedDateText(value) : null;
  const reportUnparsed = (text: string) => {
    if (onUnparsed && text.trim() !== '' && text !== unparsed) onUnparsed(text);
  };
  if (readonly) {
    const text = unparsed ?? (withTime ? formatDateTime(value) : formatDate(value));
    return <InputGroup {...common} readOnly fill value={text} disabled={disabled} intent={invalid ? Intent.DANGER : Intent.NONE} />;
  }
  return (
    <DateInput
      fill
      locale={dateLocale}
      dayPickerProps={dayPickerProps}
      formatDate={format}
      parseDate={parse}
      placeholder={t(withTime ? 'date.timePlaceholder' : 'date.placeholder')}
      invalidDateMessage={unparsed ?? t('date.invalid')}
      outOfRangeMessage={t('date.outOfRange')}
      minDate={minDate}
      maxDate={maxDate}
      timePrecision={withTime ? TimePrecision.MINUTE : undefined}
      showTimezoneSelect={false}
      highlightCurrentDay
      canClearSelection={!required}
      disabled={disabled}
      value={unparsed !== null ? NO_DATE : pickerValue(value, withTime)}
      onChange={(iso) => onChange(iso ? storedValue(iso, withTime) : undefined)}
      // Blueprint: the box was left holding no date, or one out of range.
      onError={() => reportUnparsed(typed.current)}
      popoverProps={closed ? { placement: 'bottom-start', isOpen: false } : { placement: 'bottom-start' }}
      inputProps={{
        ...common,
        autoFocus,
        ...(invalid ? { intent: Intent.DANGER } : {}),
        // Blueprint treats a typed placeholder date (1800 or earlier) as "no date" but does not report it.
        onChange: (e: ChangeEvent<HTMLInputElement>) => {
          typed.current = e.target.value;
          if (isBlankPlaceholder(e.target.value)) onChange(undefined);
        },
        // Enter submits the form before the box is left: the text must reach the form first.
        onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => e.key === 'Enter' && parse(e.currentTarget.value) === false && reportUnparsed(e.currentTarget.value),
        onBlur: () => onBlur?.(),
        onFocus: () => {
          setClosed(false);
          onFocus?.();
        },
      }}
    />
  );
}

/** A picker value Blueprint reads as an invalid date (shown as `invalidDateMessage`). */
const NO_DATE = 'no-date';

/**
 * Blueprint opens the calendar when the box gets the focus and closes it on Tab past its end, a
 * click outside or Escape, but not when the focus moves elsewhere any other way (the form focusing
 * a field with an error, a shortcut, assistive technology): the calendar then stayed open over
 * the next fields. Focus landing outside the box and its calendar closes it (the popover is held
 * closed until the box gets the focus again).
 */
function useCloseWhenFocusLeaves(id: string, active: boolean): [boolean, (closed: boolean) => void] {
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (!active) return;
    const onFocusIn = (event: FocusEvent) => {
      const input = document.getElementById(id);
      const calendarId = input?.getAttribute('aria-controls');
      const calendar = calendarId ? document.getElementById(calendarId) : null;
      if (!input || !calendar) return;
      const target = event.target as Node | null;
      if (target && (input.contains(target) || calendar.contains(target))) return;
      setClosed(true);
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [id, active]);
  return [closed, setClosed];
}
