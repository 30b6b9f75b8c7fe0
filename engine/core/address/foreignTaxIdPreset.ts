/**
 * Foreign tax-id preset (ACC-72, SUP-24, LNK-40, CST-38, CST-39): when the main address of an
 * account or provider is outside Argentina, `tipoDocumento` is preset to `_3` and `condicionIva` to
 * `_5`. A preset, not a rule: the user may change both afterwards (docs/decisions.md).
 */

/** Domestic country code (CST-39). */
export const DOMESTIC_COUNTRY = 'AR';

/** The record field that keeps a picked address's ISO country code, when a schema declares it. */
export const COUNTRY_CODE_FIELD = 'paisCodigo';

/** `ui:options` key that turns the preset on for a main address (the picker or a list of addresses). */
export const FOREIGN_PRESET_OPTION = 'foreignTaxIdPreset';

export interface ForeignTaxIdPreset {
  readonly tipoDocumento: '_3';
  readonly condicionIva: '_5';
}

/** The fields the preset writes (siblings of the main address). */
export const FOREIGN_PRESET_FIELDS = ['tipoDocumento', 'condicionIva'] as const satisfies ReadonlyArray<keyof ForeignTaxIdPreset>;

const codeOf = (paisCodigo: unknown) => (typeof paisCodigo === 'string' ? paisCodigo.trim().toUpperCase() : '');

/** The preset for a main address in `paisCodigo`, or null when it is Argentine or unknown. */
export function foreignTaxIdPreset(paisCodigo: string | null | undefined): ForeignTaxIdPreset | null {
  const code = codeOf(paisCodigo);
  if (!/^[A-Z]{2}$/.test(code) || code === DOMESTIC_COUNTRY) return null;
  return { tipoDocumento: '_3', condicionIva: '_5' };
}

/**
 * The preset a change of main address triggers (LNK-40): its country moved to one outside AR. A
 * change that keeps the country (another address in Montevideo) presets nothing, so the user's own
 * choice of `tipoDocumento` stands.
 */
export function presetOnMainCountryChange(before: unknown, after: unknown): ForeignTaxIdPreset | null {
  return codeOf(before) === codeOf(after) ? null : foreignTaxIdPreset(codeOf(after));
}
