/**
 * LNK-38 / LNK-OP03 for the addresses of a link list (the address dialog): every live row must hold
 * the address picked from a suggestion, unedited (its fingerprint matches), with city, province and
 * country — the bank's rule (`pickedAddressRule`) applied row by row. Rows marked `eliminar` are
 * not checked (they will not be stored). The alert goes under the list, where the form shows a
 * list's messages. Run by the form and, authoritatively, by the server on save.
 */
import { isLive, rowsOf } from '../linkList/linkRow';
import type { RuleDefinition } from '../validators';
import type { AddressFieldName } from './addressTypes';
import { ADDRESS_NOT_PICKED } from './checkPickedAddress';
import { pickedAddressRule } from './pickedAddressRule';

export interface LinkListAddressRuleOptions {
  /** The array field (e.g. `direcciones`). */
  readonly field: string;
  /** Item field of each address field when it is not named the same (e.g. `{ direccionCompleta: 'direccion' }`). */
  readonly fields?: Partial<Record<AddressFieldName, string>>;
  /** Item field of the fingerprint (default `direccionId`). */
  readonly idField?: string;
  /** Rule name in the registry; default `linkList.address.<field>`. */
  readonly name?: string;
}

export function linkListAddressRule({ field, fields, idField, name }: LinkListAddressRuleOptions): RuleDefinition {
  const ruleName = name ?? `linkList.address.${field}`;
  const row = pickedAddressRule({ name: ruleName, fields, idField });
  return {
    name: ruleName,
    fields: [field],
    validate(record) {
      const bad = rowsOf(record[field]).some((item) => isLive(item) && row.validate(item).length > 0);
      return bad ? [{ path: field, key: ADDRESS_NOT_PICKED }] : [];
    },
  };
}
