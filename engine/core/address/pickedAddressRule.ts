/**
 * A validator rule for modules that store an address picked from suggestions (LNK-38, BNK-OP03):
 * the record keeps the suggestion's `id` (its fingerprint) beside the address fields; on save the
 * fingerprint of the stored fields must still equal it, and city, province and country must be
 * filled. Pure, so the form and the server run the same rule. An empty address passes (whether
 * the address is required is the schema's business).
 */
import { addressFingerprint } from './addressFingerprint';
import { ADDRESS_FIELDS, type AddressFieldName } from './addressTypes';
import { ADDRESS_NOT_PICKED, hasCityProvinceCountry, type SavedAddress } from './checkPickedAddress';
import type { Issue, RecordData, RuleDefinition } from '../validators';
import { isBlank as blank } from '../blank';
import { valueAt } from '../valueAt';

export interface PickedAddressRuleOptions {
  /** Rule name in the registry (e.g. `banco.direccionElegida`). */
  readonly name: string;
  /** Record field (or dotted path) of each address field when it is not named the same. */
  readonly fields?: Partial<Record<AddressFieldName, string>>;
  /** Record field holding the picked suggestion's id (default `direccionId`). */
  readonly idField?: string;
  /** Where the alert is placed (default the field of `direccionCompleta`). */
  readonly path?: string;
}

/** The rule; `validate` answers at once (no port needed). */
export interface PickedAddressRule extends RuleDefinition {
  validate(record: RecordData): Issue[];
}

/** The rule; register it with the module's other rules and name it in the schema's `x-rules`. */
export function pickedAddressRule(options: PickedAddressRuleOptions): PickedAddressRule {
  const pathOf = (field: AddressFieldName) => options.fields?.[field] ?? field;
  const idField = options.idField ?? 'direccionId';
  const alertPath = options.path ?? pathOf('direccionCompleta');
  const read = [...ADDRESS_FIELDS.map(pathOf), idField];
  return {
    name: options.name,
    fields: [...new Set(read.map((path) => path.split('.')[0]))],
    validate(record) {
      const saved: SavedAddress = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, valueAt(record, pathOf(field))]));
      const id = valueAt(record, idField);
      if (blank(id) && ADDRESS_FIELDS.every((field) => blank(saved[field]))) return [];
      const ok = id === addressFingerprint(saved) && hasCityProvinceCountry(saved);
      return ok ? [] : [{ path: alertPath, key: ADDRESS_NOT_PICKED }];
    },
  };
}
