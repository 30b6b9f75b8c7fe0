/**
 * One date (or date-time) box on Blueprint's DateInput, in stored values: typed or picked as
 * `dd/MM/yyyy` (WID-16) in a Spanish calendar whose weeks start on Monday (CST-57), a stored date
 * in 1800 or earlier shown blank (WID-15), read-only as plain text. Used by the DateInput widget
 * and, twice, by DateRange. Text that is no date (`31/02/1990`) is handed to `onUnparsed` when the
 * box is left or Enter is pressed; the host stores it, so the box keeps showing it (in red) and the
 * form's `format: "date"` check says why and blocks the save (Blueprint used to put its
 * message in the box and the form kept, and saved, the old date).
 */
import { InputGroup, Intent, type InputGroupProps } from '@blueprintjs/core';
import { DateInput, TimePrecision } from '@blueprintjs/datetime';
import '../../engine/react/theme/blueprintLater.css';
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { t } from '../../engine/core/messages';
import { formatDate, formatDateTime } from '../../engine/core/format';
import { unparsedDateText } from '../../engine/core/format/unparsedDateText';
import {
  MAX_PICKABLE_DATE,
  MIN_PICKABLE_DATE,
  dateLocale,
  dayPickerProps,
  displayText,
  isBlankPlaceholder,
  pickerValue,
  storedValue,
  typedDate,
} from './datePickerSettings';

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
export function DateField({
  id,
  value,
  withTime,
  disabled,
  readonly,
  required,
  invalid,
  autoFocus,
  minDate = MIN_PICKABLE_DATE,
  maxDate = MAX_PICKABLE_DATE,
  inputProps,
  onChange,
  onUnparsed,
  onBlur,
  onFocus,
}: DateFieldProps) {
  const format = useCallback((date: Date) => displayText(date, withTime), [withTime]);
  const parse = useCallback((text: string) => typedDate(text, withTime), [withTime]);
  const common = { ...inputProps, id, 'aria-invalid': invalid || undefined, 'aria-required': required || undefined };
  const [open, setOpen] = useCalendarOpen(id, !readonly && !disabled);
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
      onChange={(iso) => {
        // A day picked in the calendar (click, or Enter on it) closes it and gives the box the focus back.
        if (document.activeElement?.closest('button[name="day"]')) pickedFromCalendar(id, setOpen);
        onChange(iso ? storedValue(iso, withTime) : undefined);
      }}
      // Blueprint: the box was left holding no date, or one out of range.
      onError={() => reportUnparsed(typed.current)}
      popoverProps={{ placement: 'bottom-start', isOpen: open, onInteraction: (next) => !next && setOpen(false) }}
      inputProps={{
        ...common,
        autoFocus,
        ...(invalid ? { intent: Intent.DANGER } : {}),
        // Blueprint treats a typed placeholder date (1800 or earlier) as "no date" but does not report it.
        onChange: (e: ChangeEvent<HTMLInputElement>) => {
          typed.current = e.target.value;
          if (isBlankPlaceholder(e.target.value)) onChange(undefined);
        },
        // Tab leaves the box like any field; ArrowDown opens the calendar and enters it (the combobox pattern).
        onKeyDownCapture: (e: KeyboardEvent<HTMLInputElement>) => calendarKeys(e, setOpen),
        // Enter submits the form before the box is left: the text must reach the form first.
        onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
          if (e.key === 'Escape') setOpen(false);
          if (e.key === 'Enter' && parse(e.currentTarget.value) === false) reportUnparsed(e.currentTarget.value);
        },
        // The mouse opens the calendar; the focus alone (Tab) does not, so it never covers the next fields.
        onClick: () => setOpen(true),
        onBlur: () => onBlur?.(),
        onFocus: () => onFocus?.(),
      }}
    />
  );
}

/**
 * Keys of the box, before Blueprint's own: Blueprint moves Tab into the open calendar (six more
 * Tabs to reach the next field), so a date typed and tabbed past left the calendar open over the
 * form and its buttons. Tab goes to the next field as everywhere else; ArrowDown opens the
 * calendar and moves into it, on the selected day (else today), for picking with the arrows and
 * Enter (WID-16; decision 134).
 */
function calendarKeys(event: KeyboardEvent<HTMLInputElement>, setOpen: (open: boolean) => void): void {
  if (event.key === 'Tab' && !event.shiftKey) {
    event.stopPropagation(); // Blueprint does not see it; the browser moves the focus on.
    return;
  }
  if (event.key !== 'ArrowDown' || event.shiftKey || event.ctrlKey || event.metaKey) return;
  event.preventDefault();
  event.stopPropagation();
  setOpen(true);
  focusCalendarDay(event.currentTarget, 20);
}

/**
 * Focuses the calendar's day that takes the focus (selected, else today), once the calendar is
 * drawn. Its id is read from the box each time: Blueprint names the calendar anew at each render.
 */
function focusCalendarDay(input: HTMLInputElement, framesLeft: number): void {
  const calendarId = input.getAttribute('aria-controls');
  const calendar = calendarId ? document.getElementById(calendarId) : null;
  const day =
    calendar?.querySelector<HTMLElement>('button[name="day"][tabindex="0"]') ?? calendar?.querySelector<HTMLElement>('button[name="day"]:not([disabled])');
  if (day) day.focus();
  else if (framesLeft > 0) requestAnimationFrame(() => focusCalendarDay(input, framesLeft - 1));
}

/** After a day is picked in the calendar: closed, and the box has the focus (after Blueprint shows the new date). */
function pickedFromCalendar(id: string, setOpen: (open: boolean) => void): void {
  setOpen(false);
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/** A picker value Blueprint reads as an invalid date (shown as `invalidDateMessage`). */
const NO_DATE = 'no-date';

/**
 * Whether the calendar is open, held here rather than by Blueprint (which opens it whenever the
 * box gets the focus): opened by a click on the box or ArrowDown, closed by Escape, a picked day,
 * a click outside, and focus landing anywhere outside the box and its calendar (Tab, the form
 * focusing a field with an error, a shortcut, assistive technology).
 */
function useCalendarOpen(id: string, active: boolean): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!active) return;
    const onFocusIn = (event: FocusEvent) => {
      const input = document.getElementById(id);
      const calendarId = input?.getAttribute('aria-controls');
      const calendar = calendarId ? document.getElementById(calendarId) : null;
      const target = event.target as Node | null;
      if (target && (input?.contains(target) || calendar?.contains(target))) return;
      setOpen(false);
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [id, active]);
  return [active && open, setOpen];
}
