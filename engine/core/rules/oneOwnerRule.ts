/**
 * A child record belongs to exactly one parent (NOT-02, BAC-05, CRD-03, FEE-07: an account, a
 * supplier or a contact): of the owner link fields, exactly one holds a value. The issue goes on
 * the first owner field that is set (two set) or on the first one (none set). Run by the form and,
 * authoritatively, by the server on save.
 */
import { isBlank } from '../blank';
import type { RecordData, RuleDefinition } from '../validators';

export interface OneOwnerRuleOptions {
  readonly name: string;
  /** The owner link fields, in the order the issue prefers (e.g. `['cuenta', 'proveedor', 'contacto']`). */
  readonly fields: readonly string[];
  /** Message key of the issue. */
  readonly key: string;
}

/** The owner fields of `record` that hold a value. */
export const ownersOf = (record: RecordData, fields: readonly string[]): string[] => fields.filter((field) => !isBlank(record[field]));

export function oneOwnerRule({ name, fields, key }: OneOwnerRuleOptions): RuleDefinition {
  return {
    name,
    fields: [...fields],
    validate(record) {
      const owners = ownersOf(record, fields);
      return owners.length === 1 ? [] : [{ path: owners[0] ?? fields[0], key }];
    },
  };
}
