/**
 * Dates for display (WID-15, WID-16, CST-56, CST-58): `dd/MM/yyyy`; a date in 1800 or earlier is a
 * placeholder and shows blank, and so does anything that is not a date. Accepts the stored
 * `yyyy-MM-dd`, ISO date-times, `Date` objects and epoch milliseconds (see `dateParts`).
 */
import { BLANK_DATE_MAX_YEAR } from './dateConstants';
import { dateParts, type DateParts } from './dateParts';

export interface DateFormatOptions {
  /** IANA zone for instants (server exports: `America/Argentina/Buenos_Aires`); default: the runtime's. */
  readonly timeZone?: string;
}

/** Stored date → `dd/MM/yyyy`, or `''`. */
export function formatDate(value: unknown, options: DateFormatOptions = {}): string {
  const parts = displayable(value, options);
  return parts ? `${pad(parts.day)}/${pad(parts.month)}/${pad(parts.year, 4)}` : '';
}

/** Stored date-time → `dd/MM/yyyy HH:mm`, or `''`. */
export function formatDateTime(value: unknown, options: DateFormatOptions = {}): string {
  const parts = displayable(value, options);
  return parts ? `${formatDate(value, options)} ${pad(parts.hour)}:${pad(parts.minute)}` : '';
}

function displayable(value: unknown, options: DateFormatOptions): DateParts | undefined {
  const parts = dateParts(value, options.timeZone);
  return parts && parts.year > BLANK_DATE_MAX_YEAR ? parts : undefined;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}
