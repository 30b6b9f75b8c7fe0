/**
 * CUIT/CUIL check (WID-09, CST-22, CST-24) as a rule a module registers: a non-empty value must be
 * 11 digits (dashes, dots and spaces allowed between them) with a correct check digit (see
 * `cuitProblem`). A field declared `"x-mask": "cuit"` needs none: the rule derived from its mask
 * checks the same (`maskRules`). Register this one for a field that is a CUIT only sometimes (the
 * identity number when the identity type is CUIT). An empty value is not this rule's business.
 */
import { cuitMessageKeys, cuitProblem, type CuitMessageKeys } from './cuitProblem';
import type { RecordData, RuleDefinition } from '../validators';
import { valueAt } from '../valueAt';

export { cuitMessageKeys, type CuitMessageKeys } from './cuitProblem';

export interface CuitRuleOptions {
  /** Rule name in the registry; default `cuit.<field>`. */
  readonly name?: string;
  /** Run only when this holds (e.g. the identity type is CUIT); list the fields it reads in `reads`. */
  readonly when?: (record: RecordData) => boolean;
  /** Other fields `when` reads, so that changing them re-runs the rule. */
  readonly reads?: readonly string[];
  /** Module-specific message keys (e.g. a CUIL wording) instead of the generic ones. */
  readonly keys?: Partial<CuitMessageKeys>;
}

/** A rule checking the CUIT at `field` (a top-level field or a dotted path such as `titular.cuit`). */
export function cuitRule(field: string, options: CuitRuleOptions = {}): RuleDefinition {
  const keys = { ...cuitMessageKeys, ...options.keys };
  return {
    name: options.name ?? `cuit.${field}`,
    fields: [field.split('.')[0], ...(options.reads ?? [])],
    validate(record) {
      if (options.when && !options.when(record)) return [];
      const key = cuitProblem(valueAt(record, field), keys);
      return key ? [{ path: field, key }] : [];
    },
  };
}
