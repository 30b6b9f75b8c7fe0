/**
 * The value of one export cell, typed: numbers stay numbers, booleans read Sí/No, dates are
 * calendar dates (written DD/MM/YYYY, CST-54; on or before 1800 blank, CST-58), everything else
 * text. Writers decide how each type is written: CSV neutralises formula-like text
 * (neutralizeCell), XLSX writes typed cells and never a formula.
 */
import { t } from '../messages';

/** A calendar date, `YYYY-MM-DD` (no time, no zone). */
export interface ExportDate {
  readonly date: string;
}

export type ExportCell = string | number | ExportDate | null;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/;

/** The calendar date of `2026-03-09` or an ISO date-time (its own date part); null on or before 1800 (CST-58). */
export function exportDateOf(value: string): ExportDate | null {
  const match = isoDate.exec(value);
  if (!match) return null;
  const [, year, month, day] = match;
  return Number(year) <= 1800 ? null : { date: `${year}-${month}-${day}` };
}

/** `2026-03-09` or an ISO date-time → `09/03/2026` (CST-54); '' on or before 1800; other text as it is. */
export function exportDate(value: string): string {
  const match = isoDate.exec(value);
  if (!match) return value;
  const date = exportDateOf(value);
  return date ? formatExportDate(date) : '';
}

/** `{ date: '2026-03-09' }` → `09/03/2026` (CST-54). */
export function formatExportDate({ date }: ExportDate): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

export const isExportDate = (cell: ExportCell): cell is ExportDate => typeof cell === 'object' && cell !== null;

export function exportValue(value: unknown, kind: 'date' | 'other' = 'other'): ExportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return t(value ? 'ui.yes' : 'ui.no');
  if (typeof value === 'string') {
    if (kind !== 'date' || !isoDate.test(value)) return value;
    return exportDateOf(value);
  }
  return JSON.stringify(value);
}
