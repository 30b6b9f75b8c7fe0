/**
 * Banks offered for a card brand (CRD-16, CST-78): Visa, all but AMEX DIRECTO; MasterCard, all but
 * AMEX DIRECTO and HIPOTECARIO; Amex, only HSBC, SANTANDER, GALICIA, MACRO, CITI, AMEX DIRECTO and
 * PATAGONIA. Any other brand, or none, keeps every bank.
 *
 * Matching: brand and bank names are normalised (no accents, upper case, punctuation as spaces)
 * and a bank is "GALICIA" when the words `GALICIA` appear whole inside its name, so `Banco de
 * Galicia y Buenos Aires` and `GALICIA` match, `Galiciana` would not. A few names the lookups
 * spell in one word are aliases (`CITIBANK` for CITI, `AMERICAN EXPRESS` for AMEX).
 */
import { containsWords, normalizeName } from './normalizeName';

export type CardBrand = 'visa' | 'mastercard' | 'amex';

interface BankRule {
  readonly keep?: readonly string[];
  readonly drop?: readonly string[];
}

const RULES: Record<CardBrand, BankRule> = {
  visa: { drop: ['AMEX DIRECTO'] },
  mastercard: { drop: ['AMEX DIRECTO', 'HIPOTECARIO'] },
  amex: { keep: ['HSBC', 'SANTANDER', 'GALICIA', 'MACRO', 'CITI', 'AMEX DIRECTO', 'PATAGONIA'] },
};

/** Other spellings of the spec's bank names found in bank lookups. */
const BANK_ALIASES: Readonly<Record<string, readonly string[]>> = {
  CITI: ['CITI', 'CITIBANK'],
  'AMEX DIRECTO': ['AMEX DIRECTO', 'AMERICAN EXPRESS DIRECTO'],
};

/** Brand names as the `tarjetas` lookup may write them, normalised and without spaces. */
const BRAND_NAMES: Readonly<Record<string, CardBrand>> = {
  VISA: 'visa',
  MASTERCARD: 'mastercard',
  MASTER: 'mastercard',
  AMEX: 'amex',
  AMERICANEXPRESS: 'amex',
};

/** The brand a `tarjetas` option names (`Visa`, `MASTER CARD`, `American Express`), if one of the three. */
export function cardBrandOf(name: unknown): CardBrand | undefined {
  return BRAND_NAMES[normalizeName(name).replace(/ /g, '')];
}

/** True when the bank called `descripcion` is the spec's bank `specName` (e.g. `AMEX DIRECTO`). */
export function isBank(descripcion: unknown, specName: string): boolean {
  const name = normalizeName(descripcion);
  return (BANK_ALIASES[specName] ?? [specName]).some((alias) => containsWords(name, alias));
}

/** The banks of `banks` that may be chosen for a card of `brand` (a brand name or a `CardBrand`). */
export function filterBanksByBrand<T extends { readonly descripcion?: unknown }>(banks: readonly T[], brand: unknown): T[] {
  const rule = RULES[(cardBrandOf(brand) ?? '') as CardBrand];
  if (!rule) return [...banks];
  const named = (bank: T, list: readonly string[]) => list.some((specName) => isBank(bank.descripcion, specName));
  return banks.filter((bank) => (rule.keep ? named(bank, rule.keep) : !named(bank, rule.drop ?? [])));
}
