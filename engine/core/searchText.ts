/**
 * Text search normalisation shared by the server (what is stored in search_text and what is
 * searched) and the browser (minimum length checks): lower case, no accents, single spaces.
 */
export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The search text of a record: the normalised values of its `x-search` fields. */
export function buildSearchText(record: Readonly<Record<string, unknown>>, fields: readonly string[]): string {
  return normalizeSearchText(
    fields
      .map((field) => record[field])
      .filter((value) => value !== undefined && value !== null && value !== '')
      .map(String)
      .join(' '),
  );
}
