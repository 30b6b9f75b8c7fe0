/**
 * One date (or date-time) box on Blueprint's DateInput, in stored values: typed or picked as
 * `dd/MM/yyyy` (WID-16) in a Spanish calendar whose weeks start on Monday (CST-57), a stored date
 * in 1800 or earlier shown blank (WID-15), read-only as plain text. Used by the DateInput widget
 * and, twice, by DateRange.
 */
import { InputGroup, Intent, type InputGroupProps } from '@blueprintjs/core';
import { DateInput, TimePrecision } from '@blueprintjs/datetime';
import '../../engine/react/theme/blueprintLater.css';
import { useCallback, useEffect, useState, type ChangeEvent } from 'react';
import { t } from '../../engine/core/messages';
import { formatDate, formatDateTime } from '../../engine/core/format';
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
  readonly onBlur?: () => void;
  readonly onFocus?: () => void;
}

/** A date box with its calendar. */
export function DateField({ id, value, withTime, disabled, readonly, required, invalid, autoFocus, minDate = MIN_PICKABLE_DATE, maxDate = MAX_PICKABLE_DATE, inputProps, onChange, onBlur, onFocus }: DateFieldProps) {
  const format = useCallback((date: Date) => displayText(date, withTime), [withTime]);
  const parse = useCallback((text: string) => typedDate(text, withTime), [withTime]);
  const common = { ...inputProps, id, 'aria-invalid': invalid || undefined, 'aria-required': required || undefined };
  const [closed, setClosed] = useCloseWhenFocusLeaves(id, !readonly && !disabled);
  if (readonly) {
    const text = withTime ? formatDateTime(value) : formatDate(value);
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
      invalidDateMessage={t('date.invalid')}
      outOfRangeMessage={t('date.outOfRange')}
      minDate={minDate}
      maxDate={maxDate}
      timePrecision={withTime ? TimePrecision.MINUTE : undefined}
      showTimezoneSelect={false}
      highlightCurrentDay
      canClearSelection={!required}
      disabled={disabled}
      value={pickerValue(value, withTime)}
      onChange={(iso) => onChange(iso ? storedValue(iso, withTime) : undefined)}
      popoverProps={closed ? { placement: 'bottom-start', isOpen: false } : { placement: 'bottom-start' }}
      inputProps={{
        ...common,
        autoFocus,
        ...(invalid ? { intent: Intent.DANGER } : {}),
        // Blueprint treats a typed placeholder date (1800 or earlier) as "no date" but does not report it.
        onChange: (e: ChangeEvent<HTMLInputElement>) => isBlankPlaceholder(e.target.value) && onChange(undefined),
        onBlur: () => onBlur?.(),
        onFocus: () => {
          setClosed(false);
          onFocus?.();
        },
      }}
    />
  );
}

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
