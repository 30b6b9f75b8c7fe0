/**
 * Lookup options filtered by other fields of the record, declared on the field (ACC-OP/CON: identity
 * types by account type, country and VAT condition):
 *
 *   "tipoDocumento": { "x-combo": "tiposDocumento", "x-combo-filter": [{ "extra": "tiposCuenta", "field": "tipoCuenta" }] }
 *
 * An option is allowed when, for every rule, its `extra[rule.extra]` is absent (it applies to all),
 * or the record's `field` is still empty, or the option's value equals it or (a list) includes it.
 * The selector shows only allowed options; the server refuses a value that is not one.
 */
import { isEmpty } from '../blank';
export interface LookupFilterRule {
  /** Key in the option's `extra` listing what the option applies to. */
  readonly extra: string;
  /** Record field the option must match. */
  readonly field: string;
}

export interface FilterableOption {
  readonly codigo: string;
  readonly extra?: unknown;
}

/** Meta-schema of `x-combo-filter` (registered with ajv in annotations.ts). */
export const lookupFilterAnnotationSchema = {
  type: 'array',
  minItems: 1,
  items: {
    type: 'object',
    required: ['extra', 'field'],
    additionalProperties: false,
    properties: { extra: { type: 'string', minLength: 1 }, field: { type: 'string', minLength: 1 } },
  },
} as const;


/** The rules of a field's schema (none when it declares none). */
export function lookupFilterRules(property: Readonly<Record<string, unknown>> | undefined): readonly LookupFilterRule[] {
  const rules = property?.['x-combo-filter'];
  return Array.isArray(rules) ? (rules as LookupFilterRule[]) : [];
}

/** True when the option may be chosen for this record. */
export function optionAllowed(option: FilterableOption, rules: readonly LookupFilterRule[], record: Readonly<Record<string, unknown>>): boolean {
  const extra = option.extra && typeof option.extra === 'object' ? (option.extra as Record<string, unknown>) : {};
  return rules.every((rule) => {
    const wanted = record[rule.field];
    const appliesTo = extra[rule.extra];
    if (appliesTo === undefined || appliesTo === null || isEmpty(wanted)) return true;
    return Array.isArray(appliesTo) ? appliesTo.map(String).includes(String(wanted)) : String(appliesTo) === String(wanted);
  });
}

/** The options allowed for this record, in their order. */
export function allowedOptions<T extends FilterableOption>(options: readonly T[], rules: readonly LookupFilterRule[], record: Readonly<Record<string, unknown>>): readonly T[] {
  return rules.length ? options.filter((option) => optionAllowed(option, rules, record)) : options;
}
