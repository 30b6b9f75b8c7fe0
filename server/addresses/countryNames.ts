/** Spanish country names by ISO alpha-2 code (`i18n-iso-countries`), as suggestions carry them. */
import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';

const require = createRequire(import.meta.url);
let registered = false;

/** `AR` → `Argentina`, `US` → `Estados Unidos`; `fallback` for a code the package does not know. */
export function spanishCountryName(code: string, fallback = code): string {
  if (!registered) {
    countries.registerLocale(require('i18n-iso-countries/langs/es.json'));
    registered = true;
  }
  return countries.getName(code.toUpperCase(), 'es', { select: 'official' }) ?? fallback;
}

/** Every country the package knows, as lookup rows (ISO alpha-2 code, Spanish name), in Spanish alphabetical order. */
export function spanishCountryRows(): Array<{ codigo: string; descripcion: string }> {
  return Object.keys(countries.getAlpha2Codes())
    .map((codigo) => ({ codigo, descripcion: spanishCountryName(codigo) }))
    .sort((a, b) => a.descripcion.localeCompare(b.descripcion, 'es'));
}
