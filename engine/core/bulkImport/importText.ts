/**
 * How a bulk import compares words (ADM-OP07): case- and accent-insensitive, spaces collapsed.
 * Pure helpers shared by the column names, the value mappings and the matching keys.
 */

/** `text` lower case, without accents, trimmed, inner spaces collapsed ('' for a non-text value). */
export function foldText(text: unknown): string {
  if (typeof text !== 'string' && typeof text !== 'number') return '';
  return String(text)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
