/** Business rules of banks, run by the bank form and, authoritatively, by the server on save. */
import { pickedAddressRule } from '../../engine/core/address/pickedAddressRule';
import type { RecordData, RuleDefinition } from '../../engine/core/validators';

/** The street address: what only a picked suggestion may fill (BNK-14); coordinates alone are a pin, not an address. */
const STREET_FIELDS = ['direccionCompleta', 'calle', 'numero', 'codigoPostal'] as const;
const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const picked = pickedAddressRule({ name: 'banco.direccionElegida' });

/**
 * BNK-14, BNK-OP03, LNK-38: a bank's street address must be the suggestion picked in the address
 * picker, unedited (its fingerprint `direccionId` matches), with city, province and country, on
 * create and on edit alike. Without a fingerprint it passes only when there is no street address
 * (country, province and locality alone are plain fields). There is no exemption for older banks:
 * the demo banks are seeded with their fingerprint (docs/decisions.md 61).
 */
const direccionElegida: RuleDefinition = {
  ...picked,
  validate(record: RecordData) {
    if (blank(record.direccionId) && STREET_FIELDS.every((field) => blank(record[field]))) return [];
    return picked.validate(record);
  },
};

// Two banks cannot share a name (BNK-OP02): declared, `x-unique` on `descripcion` (message `banco.duplicate`).
export const rules: RuleDefinition[] = [direccionElegida];
