/**
 * Lookup options filtered by other fields of the record, declared on the field (ACC-OP/CON: identity
 * types by account type, country and VAT condition):
 *
 *   "tipoDocumento": { "x-combo": "tiposDocumento", "x-combo-filter": [{ "extra": "tiposCuenta", "field": "tipoCuenta" }] }
 *
 * An option is allowed when, for every rule, its `extra[rule.extra]` is absent (it applies to all),
 * or the record's `field` is still empty, or the option's value equals it or (a list) includes it.
 * The selector shows only allowed options; the server refuses a value that is not one.
 *
 * A rule may instead name a registered option filter, a pure function of the option and the
 * driving field's value, for a rule the spec states over names rather than data (banks by card
 * brand, CRD-16): `{ "filter": "bancosPorTarjeta", "field": "prestadora" }`.
 */
import { isEmpty } from '../blank';
import { filterBanksByBrand } from '../format/filterBanksByBrand';
export type LookupFilterRule =
  | {
      /** Key in the option's `extra` listing what the option applies to. */
      readonly extra: string;
      /** Record field the option must match. */
      readonly field: string;
    }
  | {
      /** A registered option filter (`optionFilters`). */
      readonly filter: string;
      /** Record field whose value the filter reads. */
      readonly field: string;
    };

export interface FilterableOption {
  readonly codigo: string;
  readonly descripcion?: string;
  readonly extra?: unknown;
}

/** A named option filter: true when `option` may be chosen while the driving field holds `value` (never called with an empty value). */
export type OptionFilter = (option: FilterableOption, value: unknown) => boolean;

/** The registered option filters, by the name `x-combo-filter` gives. */
export const optionFilters: Readonly<Record<string, OptionFilter>> = {
  // CRD-16: the banks of a card brand (the brand's code or name; any other brand keeps every bank).
  bancosPorTarjeta: (option, brand) => filterBanksByBrand([option], brand).length > 0,
};

/** Meta-schema of `x-combo-filter` (registered with ajv in annotations.ts). */
export const lookupFilterAnnotationSchema = {
  type: 'array',
  minItems: 1,
  items: {
    anyOf: [
      {
        type: 'object',
        required: ['extra', 'field'],
        additionalProperties: false,
        properties: { extra: { type: 'string', minLength: 1 }, field: { type: 'string', minLength: 1 } },
      },
      {
        type: 'object',
        required: ['filter', 'field'],
        additionalProperties: false,
        properties: { filter: { type: 'string', enum: Object.keys(optionFilters) }, field: { type: 'string', minLength: 1 } },
      },
    ],
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
    if ('filter' in rule) return isEmpty(wanted) || optionFilters[rule.filter](option, wanted);
    const appliesTo = extra[rule.extra];
    if (appliesTo === undefined || appliesTo === null || isEmpty(wanted)) return true;
    return Array.isArray(appliesTo) ? appliesTo.map(String).includes(String(wanted)) : String(appliesTo) === String(wanted);
  });
}

/** The options allowed for this record, in their order. */
export function allowedOptions<T extends FilterableOption>(options: readonly T[], rules: readonly LookupFilterRule[], record: Readonly<Record<string, unknown>>): readonly T[] {
  return rules.length ? options.filter((option) => optionAllowed(option, rules, record)) : options;
}
