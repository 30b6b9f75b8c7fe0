/**
 * CUIT/CUIL check (WID-09, CST-22, CST-24): a non-empty value must be 11 digits (dashes, dots and
 * spaces allowed between them) with a correct check digit (see `cuitCheckDigit`). One definition
 * for the form and the server. An empty value is not this rule's business (required-ness is
 * checked elsewhere).
 */
import { isValidCuit } from '../format/cuitCheckDigit';
import { CUIT_LENGTH } from '../format/formatCuit';
import { digitsOnly } from '../format/digitsOnly';
import type { Issue, RecordData, RuleDefinition } from '../validators';

/** Message keys the rule returns, by problem. */
export interface CuitMessageKeys {
  /** Characters other than digits and separators. */
  readonly invalid: string;
  /** Not 11 digits. */
  readonly length: string;
  /** Wrong check digit. */
  readonly checkDigit: string;
}

export const cuitMessageKeys: CuitMessageKeys = { invalid: 'cuit.invalid', length: 'cuit.length', checkDigit: 'cuit.checkDigit' };

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
  const issue = (key: string): Issue[] => [{ path: field, key }];
  return {
    name: options.name ?? `cuit.${field}`,
    fields: [field.split('.')[0], ...(options.reads ?? [])],
    validate(record) {
      if (options.when && !options.when(record)) return [];
      const value = valueAt(record, field);
      if (value === undefined || value === null || value === '') return [];
      if (typeof value !== 'string' && typeof value !== 'number') return issue(keys.invalid);
      if (typeof value === 'string' && /[^0-9\s.-]/.test(value)) return issue(keys.invalid);
      const digits = digitsOnly(value);
      if (digits.length !== CUIT_LENGTH) return issue(keys.length);
      return isValidCuit(digits) ? [] : issue(keys.checkDigit);
    },
  };
}

function valueAt(record: RecordData, path: string): unknown {
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
