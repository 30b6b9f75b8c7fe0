/**
 * What every date picker of the UI shares (WID-15, WID-16, CST-56…58): the `es` date-fns Locale
 * object (passed as an object so Blueprint loads nothing at run time), weeks from Monday, the
 * selectable span, and the conversions between stored ISO values, `Date`s and typed text — all
 * through engine/core/format, so the widgets, the server and the exports agree.
 */
import { es } from 'date-fns/locale';
import { format, isValid, parse, parseISO } from 'date-fns';
import { t } from '../../engine/core/messages';
import {
  BLANK_DATE_MAX_YEAR,
  DISPLAY_DATE_FORMAT,
  WEEK_STARTS_ON,
  formatDate,
  formatDateTime,
  parseDate,
  parseDateTime,
  toIsoDate,
  toIsoDateTime,
} from '../../engine/core/format';

export const dateLocale = es;

/** A month's name as the calendar's month list shows it: `Enero`, capitalised like the list's other entries. */
const monthName = (month: Date) => {
  const name = format(month, 'LLLL', { locale: es });
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/**
 * react-day-picker options: the week starts on Monday (WID-16, CST-57); every name and screen-reader
 * label in Spanish (react-day-picker's own labels are English whatever the locale: `Go to next month`).
 */
export const dayPickerProps = {
  weekStartsOn: WEEK_STARTS_ON,
  formatters: { formatMonthCaption: monthName },
  labels: {
    labelPrevious: () => t('date.previousMonth'),
    labelNext: () => t('date.nextMonth'),
    labelMonthDropdown: () => t('date.month'),
    labelYearDropdown: () => t('date.year'),
    labelWeekNumber: (n: number) => t('date.week', { n }),
  },
} as const;

/** Earliest selectable day: the first one that is not a blank placeholder (WID-15). */
export const MIN_PICKABLE_DATE = new Date(BLANK_DATE_MAX_YEAR + 1, 0, 1);
/** Latest selectable day: end of the year 20 years ahead (bookings, expiries). */
export const MAX_PICKABLE_DATE = new Date(new Date().getFullYear() + 20, 11, 31);

/** Display text of a picker's `Date` (`dd/MM/yyyy`, or with ` HH:mm`). */
export const displayText = (date: Date, withTime: boolean) => (withTime ? formatDateTime(date) : formatDate(date));

/**
 * Typed text → `Date` for Blueprint: null when empty or a blank placeholder date (1800 or earlier,
 * WID-15), false when it is not a date.
 */
export function typedDate(text: string, withTime: boolean): Date | false | null {
  const stored = withTime ? parseDateTime(text) : parseDate(text);
  if (stored === '' || isBlankPlaceholder(text)) return null;
  return stored === undefined ? false : parseISO(stored);
}

/**
 * True when the text is a well-formed `dd/MM/yyyy` date that the shared rule shows blank (year
 * 1800 or earlier, WID-15): typing it clears the field instead of being an error.
 */
export function isBlankPlaceholder(text: string): boolean {
  const [day = ''] = text.trim().split(' ');
  const date = parse(day, DISPLAY_DATE_FORMAT, new Date(2000, 0, 1));
  return isValid(date) && formatDate(date) === '';
}

/** A Blueprint ISO value (`yyyy-MM-dd` or with time) → the stored form of the field. */
export function storedValue(blueprintIso: string, withTime: boolean): string {
  return storedFromDate(parseISO(blueprintIso), withTime);
}

/** A picked `Date` → the stored form of the field. */
export const storedFromDate = (date: Date, withTime: boolean): string => (withTime ? toIsoDateTime(date) : toIsoDate(date));

/** A stored value → what the picker shows: null when the value displays blank (WID-15) or is not a date. */
export function pickerValue(stored: unknown, withTime: boolean): string | null {
  if (typeof stored !== 'string' || formatDate(stored) === '') return null;
  return withTime ? stored : stored.slice(0, 10);
}

/** A stored value → `Date` for a picker, or null (blank or not a date). */
export function pickerDate(stored: unknown, withTime: boolean): Date | null {
  const value = pickerValue(stored, withTime);
  return value === null ? null : parseISO(value);
}
