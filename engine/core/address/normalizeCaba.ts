/**
 * CABA normalisation (LNK-39, CST-41): the ways people and maps services name the City of
 * Buenos Aires are stored as `Ciudad Autónoma de Buenos Aires`: the official Spanish name (the spec's
 * CST-41 writes it without the accent; the official spelling is kept, decision in docs/decisions.md).
 */
import { foldText } from './foldText';

/** The stored name of the City of Buenos Aires (CST-41). */
export const CABA_NAME = 'Ciudad Autónoma de Buenos Aires';

/** Names that mean the City of Buenos Aires (not the province of the same name). */
export const CABA_ALIASES: readonly string[] = [
  'CABA',
  'C.A.B.A.',
  'Capital Federal',
  'Cap. Fed.',
  'Ciudad de Buenos Aires',
  'Ciudad Autonoma de Buenos Aires',
  'Autonomous City of Buenos Aires',
];

const folded = new Set([CABA_NAME, ...CABA_ALIASES].map(foldText));

/** True when the value names the City of Buenos Aires. */
export function isCaba(value: string | undefined | null): boolean {
  return typeof value === 'string' && folded.has(foldText(value));
}

/** The value, or `Ciudad Autónoma de Buenos Aires` when it names the City of Buenos Aires (LNK-39). */
export function normalizeCaba<T extends string | undefined>(value: T): T {
  return (isCaba(value) ? CABA_NAME : value) as T;
}

const mentions =
  /(?<![\p{L}\p{N}])(?:C\.?A\.?B\.?A\.?|Capital Federal|Cap\. Fed\.|Ciudad Aut[oó]noma de Buenos Aires|Autonomous City of Buenos Aires|Ciudad de Buenos Aires)(?![\p{L}\p{N}])/giu;

/** A free text (a maps service's formatted address) with every CABA mention written as CST-41 says. */
export function normalizeCabaMentions(text: string): string {
  return text.replace(mentions, CABA_NAME);
}
