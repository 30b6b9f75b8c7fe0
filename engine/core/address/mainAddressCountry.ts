/**
 * The country code of a record's main address when its addresses are a link list: the live
 * principal row's `paisCodigo` (LNK-35: one principal; ACC-72: "main address"), or undefined.
 */
import { isLive, rowsOf } from '../linkList/linkRow';
import { COUNTRY_CODE_FIELD } from './foreignTaxIdPreset';

export function mainAddressCountry(rows: unknown): string | undefined {
  const main = rowsOf(rows).find((row) => isLive(row) && row.principal === true);
  const code = main?.[COUNTRY_CODE_FIELD];
  return typeof code === 'string' && code.trim() !== '' ? code : undefined;
}
