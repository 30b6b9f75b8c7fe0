/**
 * The last step of every suggestion provider: CABA names of Argentine places normalised (LNK-39), coordinates rounded
 * to 6 decimals (about 10 cm, and stable through JSON), blanks trimmed and the fingerprint set as
 * `id`. Gazetteer and maps service alike go through it, so their suggestions compare the same way.
 */
import { addressFingerprint } from './addressFingerprint';
import type { AddressSuggestion } from './addressTypes';
import { normalizeCaba } from './normalizeCaba';
import { DOMESTIC_COUNTRY } from './foreignTaxIdPreset';

export type SuggestionDraft = Omit<AddressSuggestion, 'id'>;

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const tidy = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/** The suggestion as the port returns it. */
export function finalizeSuggestion(draft: SuggestionDraft): AddressSuggestion {
  const optional = (value: string | undefined) => (tidy(value) ? tidy(value) : undefined);
  const paisCodigo = tidy(draft.paisCodigo).toUpperCase();
  // Only Argentine places: the Philippines have a town called Caba.
  const caba = <T extends string | undefined>(value: T): T => (paisCodigo === DOMESTIC_COUNTRY ? normalizeCaba(value) : value);
  const fields = {
    direccionCompleta: tidy(draft.direccionCompleta),
    calle: tidy(draft.calle),
    numero: tidy(draft.numero),
    codigoPostal: optional(draft.codigoPostal),
    localidad: caba(tidy(draft.localidad)),
    ciudad: caba(tidy(draft.ciudad)),
    provincia: caba(tidy(draft.provincia)),
    estado: caba(optional(draft.estado)),
    pais: tidy(draft.pais),
    paisCodigo,
    latitud: round6(draft.latitud),
    longitud: round6(draft.longitud),
  };
  const withoutBlanks = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as typeof fields;
  return { id: addressFingerprint(withoutBlanks), ...withoutBlanks };
}

/** `calle numero, localidad, provincia, país`, skipping blanks and a part equal to the one before it. */
export function joinAddressParts(parts: ReadonlyArray<string | undefined>): string {
  const kept: string[] = [];
  for (const part of parts.map(tidy)) {
    if (part && part !== kept[kept.length - 1]) kept.push(part);
  }
  return kept.join(', ');
}
