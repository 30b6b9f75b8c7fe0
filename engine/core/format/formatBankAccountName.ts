/**
 * The display name of a bank account (BAC-04, CST-79): the account number, `' - '`, then the first
 * three characters of the currency code in upper case (`12345 - USD`). Without a currency the name
 * is the account number alone (no dangling separator); without an account number it is empty.
 */
export function formatBankAccountName(cuenta: unknown, moneda: unknown): string {
  const account = text(cuenta);
  if (!account) return '';
  const currency = Array.from(text(moneda)).slice(0, 3).join('').toUpperCase();
  return currency ? `${account} - ${currency}` : account;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}
