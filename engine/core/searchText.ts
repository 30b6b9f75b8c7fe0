const nonAscii = /[^\x00-\x7f]/;

/**
 * Text search normalisation shared by the server (what is stored in search_text and what is
 * searched) and the browser (minimum length checks): lower case, no accents, single spaces.
 */
export function normalizeSearchText(value: string): string {
  // Plain ASCII has no accents to drop: Unicode decomposition (slow next to the rest) only when needed.
  return (nonAscii.test(value) ? value.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : value).toLowerCase().replace(/\s+/g, ' ').trim();
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
