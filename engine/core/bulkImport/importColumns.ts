/**
 * The header row of an imported file (ADM-15, ADM-51): each column named by a field or one of its
 * synonyms (`correo` for `email`), compared case- and accent-insensitively; unknown columns are
 * ignored. Pure: the file reader gives the header cells, the module gives its fields and synonyms.
 */
import { foldText } from './importText';

/** The fields of an import and, for each, the other names its column may have. */
export type ImportColumns = Readonly<Record<string, readonly string[]>>;

/** For each header cell, the field it names, or null when it names none (or one an earlier column took). */
export function headerFields(header: readonly unknown[], columns: ImportColumns): (string | null)[] {
  const byName = new Map<string, string>();
  for (const [field, synonyms] of Object.entries(columns)) for (const name of [field, ...synonyms]) byName.set(foldText(name), field);
  const taken = new Set<string>();
  return header.map((cell) => {
    const field = byName.get(foldText(cell)) ?? null;
    if (field === null || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** The fields no header cell names. */
export function missingFields(fields: readonly (string | null)[], required: readonly string[]): string[] {
  return required.filter((field) => !fields.includes(field));
}

/** One data row as field → text, by the header's fields (empty cells left out). */
export function rowValues(fields: readonly (string | null)[], cells: readonly string[]): Record<string, string> {
  const row: Record<string, string> = {};
  fields.forEach((field, i) => {
    const value = (cells[i] ?? '').trim();
    if (field && value) row[field] = value;
  });
  return row;
}
