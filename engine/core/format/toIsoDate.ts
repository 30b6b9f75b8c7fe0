/**
 * A `Date` (e.g. from a date picker or `resolveRelativeDate`) as a stored value, in the runtime's
 * zone: `toIsoDate` for `format: date` fields, `toIsoDateTime` for `format: date-time`.
 * An invalid `Date` gives `''`.
 */
import { format, formatISO, isValid } from 'date-fns';
import { ISO_DATE_FORMAT } from './dateConstants';

/** `Date` → `yyyy-MM-dd` (local calendar day). */
export function toIsoDate(date: Date): string {
  return isValid(date) ? format(date, ISO_DATE_FORMAT) : '';
}

/** `Date` → `yyyy-MM-ddTHH:mm:ss±hh:mm` (local offset). */
export function toIsoDateTime(date: Date): string {
  return isValid(date) ? formatISO(date) : '';
}
