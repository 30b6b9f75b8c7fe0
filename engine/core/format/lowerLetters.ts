/**
 * Text that is letters only, in lower case (an agency's subdomain, ACC-59): accents dropped, every
 * other character left out. One function for the typing mask (`minusculas`), the form rule and the
 * server, so the box shows exactly what the request stores (`Viaje5 Sur` → `viajesur`).
 */

/** What typed text keeps: its letters without accents, in lower case. */
export function lowerLetters(typed: unknown): string {
  if (typeof typed !== 'string') return '';
  return typed
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}
