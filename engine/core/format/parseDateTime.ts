/**
 * Typed date-times → stored ISO date-time with the local offset (JSON Schema `format:
 * date-time`): `dd/MM/yyyy HH:mm[:ss]` (a date alone means 00:00) → `2024-05-01T10:00:00-03:00`.
 * Returns `''` for an empty field and undefined for text that is not a date-time, a date in 1800
 * or earlier, or a wall time that does not exist locally (a daylight-saving gap).
 */
import { formatISO } from 'date-fns';
import { typedParts } from './parseDate';

/** `dd/MM/yyyy HH:mm` → ISO date-time with offset; `''` when empty; undefined when invalid. */
export function parseDateTime(display: unknown): string | undefined {
  if (typeof display !== 'string') return undefined;
  if (display.trim() === '') return '';
  const p = typedParts(display, true);
  if (!p) return undefined;
  const date = new Date(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const same =
    date.getFullYear() === p.year &&
    date.getMonth() === p.month - 1 &&
    date.getDate() === p.day &&
    date.getHours() === p.hour &&
    date.getMinutes() === p.minute;
  return same ? formatISO(date) : undefined;
}
