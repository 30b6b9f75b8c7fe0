/**
 * Formula injection guard for exports (CSV and XLSX): a text cell that starts with = + - @ tab or
 * CR would be run as a formula by a spreadsheet, so it gets a leading apostrophe. Numbers are
 * never touched: they are exported as numbers.
 */
const dangerous = /^[=+\-@\t\r]/;

export function neutralizeCell<T>(value: T): T | string {
  return typeof value === 'string' && dangerous.test(value) ? `'${value}` : value;
}
