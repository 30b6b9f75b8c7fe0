/**
 * A worksheet name a spreadsheet accepts, from a module's title (the XLSX export's only sheet):
 * at most 31 characters, none of `* ? : \ / [ ]`, no control characters or lone surrogates, no
 * apostrophe at either end, never blank. Without it a title such as `Ventas 1/2` stops the export.
 */
const MAX_LENGTH = 31;
const FALLBACK = 'Hoja1';
const REFUSED = /[*?:\\/[\]\u0000-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `title` made a valid worksheet name (refused characters become `_`). */
export function sheetNameOf(title: string): string {
  const cleaned = title.replace(REFUSED, '_').replace(/^[\s']+|[\s']+$/g, '');
  const cut = Array.from(cleaned).reduce((name, char) => (name.length + char.length <= MAX_LENGTH ? name + char : name), '');
  return cut.replace(/[\s']+$/, '') || FALLBACK;
}
