/**
 * Formula-injection guard for CSV exports (OWASP "CSV Injection"; decision in docs/decisions.md):
 * a spreadsheet opening the file may run a text cell as a formula. A text cell gets a leading
 * apostrophe when
 * - it starts with tab, CR or LF (OWASP's list, LF added: some importers drop a leading line break), or
 * - its first character after a run of characters a spreadsheet may skip or split on (any Unicode
 *   space including NBSP, zero-width characters, the BOM, `"` and the separators `;` and `,`) is a
 *   formula trigger: `=` `+` `-` `@` or their fullwidth forms `＝` `＋` `－` `＠` (spreadsheets
 *   in East-Asian locales fold them to ASCII).
 * Other text is left as it is (a leading space or quote alone is data, not an attack). Numbers
 * are never touched: they are written as numbers. XLSX needs none of this (typed cells are never
 * formulas), see writeXlsx.
 */
const ALWAYS = /^[\t\r\n]/;
const SKIPPABLE = /^[\s\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff";,]*/;
const TRIGGER = /^[=+\-@\uff1d\uff0b\uff0d\uff20]/;

/** True when a text cell could be read as a formula by a spreadsheet. */
export function isFormulaLike(text: string): boolean {
  return ALWAYS.test(text) || TRIGGER.test(text.replace(SKIPPABLE, ''));
}

/** The text as a CSV cell: with a leading apostrophe when it could be read as a formula. */
export function neutralizeCell<T>(value: T): T | string {
  return typeof value === 'string' && isFormulaLike(value) ? `'${value}` : value;
}
