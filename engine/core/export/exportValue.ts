/**
 * The value of one export cell: numbers stay numbers, booleans read Sí/No, dates DD/MM/YYYY
 * (CST-54), dates on or before 1800 blank (CST-58), text neutralised against formulas.
 */
import { t } from '../messages';
import { neutralizeCell } from './neutralizeCell';

export type ExportCell = string | number | null;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/;

/** `2026-03-09` or an ISO date-time → `09/03/2026` (local calendar date of the ISO text). */
export function exportDate(value: string): string {
  const match = isoDate.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  if (Number(year) <= 1800) return '';
  return `${day}/${month}/${year}`;
}

export function exportValue(value: unknown, kind: 'date' | 'other' = 'other'): ExportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return t(value ? 'ui.yes' : 'ui.no');
  if (typeof value === 'string') return neutralizeCell(kind === 'date' ? exportDate(value) : value);
  return neutralizeCell(JSON.stringify(value));
}
