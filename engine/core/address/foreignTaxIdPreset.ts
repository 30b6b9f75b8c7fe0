/**
 * Foreign tax-id preset (ACC-72, LNK-40, CST-38, CST-39): when the main address of an account or
 * provider is outside Argentina, `tipoDocumento` is preset to `_3` and `condicionIva` to `_5`.
 */

/** Domestic country code (CST-39). */
export const DOMESTIC_COUNTRY = 'AR';

export interface ForeignTaxIdPreset {
  readonly tipoDocumento: '_3';
  readonly condicionIva: '_5';
}

/** The preset for a main address in `paisCodigo`, or null when it is Argentine or unknown. */
export function foreignTaxIdPreset(paisCodigo: string | null | undefined): ForeignTaxIdPreset | null {
  const code = (paisCodigo ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || code === DOMESTIC_COUNTRY) return null;
  return { tipoDocumento: '_3', condicionIva: '_5' };
}
