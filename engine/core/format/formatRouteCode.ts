/**
 * Route codes (WID-11): upper case, in groups of three characters separated by dashes
 * (`EZEMADBCN` → `EZE-MAD-BCN`). A route code holds letters, so WID-14's "non-digits removed"
 * cannot apply: the stored value is its letters and digits, A–Z and 0–9, upper case, without
 * separators. Accented letters lose the accent (`é` → `E`); anything else is dropped.
 */
import { groupFromLeft } from './groupDigits';

/** Stored (or typed) route code → display. */
export function formatRouteCode(value: unknown): string {
  return groupFromLeft(parseRouteCode(value), 3, '-');
}

/** Display → stored: `[A-Z0-9]*`. */
export function parseRouteCode(value: unknown): string {
  if (typeof value !== 'string') return typeof value === 'number' && Number.isFinite(value) ? parseRouteCode(String(value)) : '';
  return value
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();
}
