/**
 * The calendar fields of a stored date value, read without time-zone surprises:
 * - `yyyy-MM-dd` and date-times without an offset are wall-clock values and are read as written;
 * - instants (an offset or `Z`, a `Date`, epoch milliseconds) are shown in `timeZone` when given
 *   (an IANA name; an unknown name throws, it is configuration) and else in the runtime's zone.
 * Anything else, or an impossible date (`2023-02-29`), gives undefined.
 */
import { parseISO } from 'date-fns';

export interface DateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/** Calendar fields of `value`, or undefined when it is not a date. */
export function dateParts(value: unknown, timeZone?: string): DateParts | undefined {
  if (value instanceof Date) return instantParts(value, timeZone);
  if (typeof value === 'number') return Number.isFinite(value) ? instantParts(new Date(value), timeZone) : undefined;
  if (typeof value !== 'string') return undefined;
  const m = ISO.exec(value.trim());
  if (!m) return undefined;
  if (m[7]) return instantParts(parseISO(value.trim()), timeZone);
  return checked({ year: +m[1], month: +m[2], day: +m[3], hour: +(m[4] ?? 0), minute: +(m[5] ?? 0), second: +(m[6] ?? 0) });
}

/** The parts when they name a real calendar day and time, else undefined. */
export function checked(parts: DateParts): DateParts | undefined {
  const { year, month, day, hour, minute, second } = parts;
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return undefined;
  return day <= daysInMonth(year, month) ? parts : undefined;
}

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

function instantParts(date: Date, timeZone?: string): DateParts | undefined {
  // Years before 1 have no 4-digit form and are placeholders anyway (WID-15).
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1) return undefined;
  if (!timeZone) {
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
      second: date.getSeconds(),
    };
  }
  const fields = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(date);
  const get = (type: string) => Number(fields.find((f) => f.type === type)?.value ?? NaN);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}
