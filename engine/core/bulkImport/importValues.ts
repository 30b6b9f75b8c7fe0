/**
 * Values of an imported row rewritten as the form would hold them (ADM-55…57, ADM-60): a date
 * `DD/MM/YYYY` (or `DD-MM-YYYY`) as the product's ISO date, a combo's description or an alias as its
 * code, a cell as plain text (a formula is its text, never evaluated). What cannot be rewritten is
 * left as it came, for the record's validators to refuse with their own message.
 */
import { foldText } from './importText';

/** ADM-57: `DD/MM/YYYY` or `DD-MM-YYYY` (one-digit day or month allowed) as `YYYY-MM-DD`; anything else unchanged. */
export function isoDate(value: string): string {
  const match = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(value.trim());
  if (!match) return value;
  const [, day, month, year] = match;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** An option of a combo. */
export interface ImportOption {
  readonly codigo: string;
  readonly descripcion: string;
}

/**
 * The code of the option `value` names (ADM-55, ADM-60): its code or its description, or one of
 * the aliases given for a code (`varón` → `M`), compared case- and accent-insensitively; a
 * description's `/a` ending (`Empleado/a`) may be left out. Unchanged when nothing matches.
 */
export function comboCode(value: string, options: readonly ImportOption[], aliases: Readonly<Record<string, readonly string[]>> = {}): string {
  const wanted = foldText(value);
  if (!wanted) return value;
  for (const option of options) {
    const description = foldText(option.descripcion);
    if (foldText(option.codigo) === wanted || description === wanted || description.replace(/\/a$/, '') === wanted) return option.codigo;
  }
  for (const [code, names] of Object.entries(aliases)) if (names.some((name) => foldText(name) === wanted)) return code;
  return value;
}

/** A spreadsheet cell's value as text: a formula as its text (`=1+2`), never its result; a date as `YYYY-MM-DD`; rich text joined. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as { formula?: unknown; sharedFormula?: unknown; richText?: unknown; text?: unknown; hyperlink?: unknown; error?: unknown };
    if (typeof cell.formula === 'string') return `=${cell.formula}`;
    if (typeof cell.sharedFormula === 'string') return `=${cell.sharedFormula}`;
    if (Array.isArray(cell.richText)) return cell.richText.map((part: { text?: unknown }) => String(part.text ?? '')).join('');
    if (typeof cell.text === 'string') return cell.text;
    if (typeof cell.error === 'string') return cell.error;
    return '';
  }
  return String(value);
}
