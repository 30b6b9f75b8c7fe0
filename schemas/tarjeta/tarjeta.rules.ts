/** Business rules of cards, run by the card form and, authoritatively, by the server on save. */
import { looksRedacted } from '../../engine/core/encryption/encryptedFields';
import { digitsOnly } from '../../engine/core/format/digitsOnly';
import { oneOwnerRule } from '../../engine/core/rules/oneOwnerRule';
import type { RecordData, RuleDefinition } from '../../engine/core/validators';

/** Digits from which a card number is checked for duplicates (CRD-17, CST-25). */
export const DUPLICATE_CHECK_DIGITS = 16;

/** The month index (year × 12 + month − 1) of an `MM/AA` expiry, or undefined when it is not one. */
export function expiryMonth(value: unknown): number | undefined {
  const match = /^(0[1-9]|1[0-2])\/([0-9]{2})$/.exec(String(value ?? ''));
  return match ? (2000 + Number(match[2])) * 12 + Number(match[1]) - 1 : undefined;
}

/** CRD-OP05: the expiry must not be earlier than the current month (a card expiring this month is still valid). */
export function isExpired(value: unknown, today: Date): boolean {
  const month = expiryMonth(value);
  return month !== undefined && month < today.getFullYear() * 12 + today.getMonth();
}

const vencimiento: RuleDefinition = {
  name: 'tarjeta.vencimiento',
  fields: ['fechaVencimiento'],
  validate(record, ctx) {
    return isExpired(record.fechaVencimiento, ctx.ports.today()) ? [{ path: 'fechaVencimiento', key: 'tarjeta.vencida' }] : [];
  },
};

/**
 * CRD-17, CRD-OP02: a number of 16 digits or more that another card already has is flagged at the
 * field; the card saves only once the user confirms it (`confirmaDuplicado`). The comparison is
 * the server's (numbers are stored encrypted: by fingerprint, x-encrypted) over every other card
 * the user may see (CRD-19), digits only; each "yes" is recorded as a view of that card and the
 * questions are budgeted (server/modules/recordLookups.ts, decision 127). A number read back redacted is the stored one, unchanged, and is not asked again.
 */
const duplicada: RuleDefinition = {
  name: 'tarjeta.duplicada',
  fields: ['numero', 'confirmaDuplicado'],
  debounceMs: 1500,
  async validate(record: RecordData, ctx) {
    if (record.confirmaDuplicado === true || looksRedacted(record.numero)) return [];
    const digits = digitsOnly(record.numero);
    if (digits.length < DUPLICATE_CHECK_DIGITS) return [];
    const taken = await ctx.ports.exists('tarjeta', 'numero', digits, ctx.recordId);
    return taken ? [{ path: 'numero', key: 'tarjeta.numeroDuplicado' }] : [];
  },
};

/** CRD-03, CRD-05: a card belongs to one parent, an account, a supplier or a contact (contacts hold no cards yet: an account or a supplier). */
const titular = oneOwnerRule({ name: 'tarjeta.titular', fields: ['cuenta', 'proveedor'], key: 'tarjeta.titular' });

export const rules: RuleDefinition[] = [titular, vencimiento, duplicada];
