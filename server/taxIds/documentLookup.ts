/**
 * Asking the tax-id register about a person's document, not only a CUIT (CON-35): an 11-digit
 * number is asked as it is; a DNI of 7 or 8 digits is asked as the CUIT/CUIL numbers a person with
 * that DNI may hold (prefixes 20, 23, 24, 27, the DNI padded to 8 digits, the check digit), the
 * first one the register knows answering. Any other number is not in the register. The port stays
 * `lookup(cuit)`, so any register implementation serves both the accounts' and the contacts' look-ups.
 */
import { cuitCheckDigit } from '../../engine/core/format/cuitCheckDigit';
import type { TaxIdLookup, TaxIdRecord } from './taxIdLookup';
import { isTaxIdNumber } from '../../engine/core/format/taxIdNumber';

/** CUIT/CUIL prefixes of a person (men, either, either, women). */
const PERSON_PREFIXES = ['20', '23', '24', '27'] as const;

/** The CUITs the register may hold for `documento` (digits only): itself for 11 digits, a person's for a DNI. */
export function taxIdCandidates(documento: string): string[] {
  if (isTaxIdNumber(documento)) return [documento];
  if (!/^\d{7,8}$/.test(documento)) return [];
  const dni = documento.padStart(8, '0');
  return PERSON_PREFIXES.flatMap((prefix) => {
    const digit = cuitCheckDigit(`${prefix}${dni}`);
    return digit === undefined ? [] : [`${prefix}${dni}${digit}`];
  });
}

/** What the register holds of the document, or null when it knows none of its numbers. Throws when the register cannot be asked. */
export async function lookupDocument(taxIds: TaxIdLookup, documento: string): Promise<TaxIdRecord | null> {
  for (const cuit of taxIdCandidates(documento)) {
    const found = await taxIds.lookup(cuit);
    if (found) return found;
  }
  return null;
}

/** True only when the register knows the document; false when it does not or cannot be asked (never trusted from the client). */
export async function documentValidated(taxIds: TaxIdLookup, documento: unknown, applies: (documento: string) => boolean): Promise<boolean> {
  if (typeof documento !== 'string' || !applies(documento)) return false;
  try {
    return (await lookupDocument(taxIds, documento)) !== null;
  } catch {
    return false;
  }
}
