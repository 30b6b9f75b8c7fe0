/**
 * At least one address, and at least one of a type (SUP-34, SUP-35; the account's ACC-57/58 say
 * the same for active accounts): a registrable rule over a link list of addresses. Rows marked for
 * deletion do not count. The issue goes under the list. Run by the form and by the server on save.
 */
import { isLive, rowsOf } from '../linkList/linkRow';
import type { RecordData, RuleDefinition } from '../validators';

export interface RequiredAddressesRuleOptions {
  readonly name: string;
  /** The array field (e.g. `direcciones`). */
  readonly field: string;
  /** Message key when no live address is left. */
  readonly noneKey: string;
  /** The type one live address must have (default: the item field `tipo` equal to `legal`), and its message key. */
  readonly requiredType?: { readonly field?: string; readonly value?: string; readonly key: string };
  /** Other record fields the rule reads (re-run it when they change). */
  readonly reads?: readonly string[];
  /** Whether the rule applies to this record (default: always). */
  readonly applies?: (record: RecordData) => boolean;
}

/** Which requirement the addresses miss: none live, none of the required type, or null when met. */
export function missingAddresses(value: unknown, requiredType?: { readonly field?: string; readonly value?: string }): 'none' | 'type' | null {
  const live = rowsOf(value).filter(isLive);
  if (!live.length) return 'none';
  if (!requiredType) return null;
  const field = requiredType.field ?? 'tipo';
  const wanted = requiredType.value ?? 'legal';
  return live.some((row) => row[field] === wanted) ? null : 'type';
}

export function requiredAddressesRule({ name, field, noneKey, requiredType, reads = [], applies }: RequiredAddressesRuleOptions): RuleDefinition {
  return {
    name,
    fields: [...reads, field],
    validate(record) {
      if (applies && !applies(record)) return [];
      const missing = missingAddresses(record[field], requiredType);
      if (missing === 'none') return [{ path: field, key: noneKey }];
      if (missing === 'type' && requiredType) return [{ path: field, key: requiredType.key }];
      return [];
    },
  };
}
