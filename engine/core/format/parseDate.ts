/**
 * Typed dates → stored ISO (WID-16, CST-56): `dd/MM/yyyy` (also `d/M/yyyy`, and `-` or `.` as
 * separators) → `yyyy-MM-dd`; a pasted ISO date is kept. Returns `''` for an empty field and
 * undefined for text that is not a real date, or a date in 1800 or earlier (it would display
 * blank, WID-15), so the widget can tell "cleared" from "invalid".
 */
import { BLANK_DATE_MAX_YEAR } from './dateConstants';
import { checked, type DateParts } from './dateParts';

const TYPED = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** `dd/MM/yyyy` → `yyyy-MM-dd`; `''` when empty; undefined when not a date. */
export function parseDate(display: unknown): string | undefined {
  if (typeof display !== 'string') return undefined;
  if (display.trim() === '') return '';
  const parts = typedParts(display, false);
  return parts && `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;
}

/**
 * The calendar fields typed as `dd/MM/yyyy`, `dd/MM/yyyy HH:mm[:ss]` (when `withTime`) or ISO;
 * undefined when they are not a real date after 1800.
 */
export function typedParts(display: string, withTime: boolean): DateParts | undefined {
  const text = display.trim();
  const typed = TYPED.exec(text);
  const iso = typed ? undefined : ISO.exec(text);
  const m = typed ?? iso;
  if (!m || (!withTime && m[4] !== undefined)) return undefined;
  const [year, month, day] = typed ? [+m[3], +m[2], +m[1]] : [+m[1], +m[2], +m[3]];
  const parts = checked({ year, month, day, hour: +(m[4] ?? 0), minute: +(m[5] ?? 0), second: +(m[6] ?? 0) });
  return parts && parts.year > BLANK_DATE_MAX_YEAR ? parts : undefined;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}
