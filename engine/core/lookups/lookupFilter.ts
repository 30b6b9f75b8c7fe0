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
import { mainAddressCountry } from '../address/mainAddressCountry';
import { DOMESTIC_COUNTRY } from '../address/foreignTaxIdPreset';

/**
 * Values an `extra` rule may compare instead of the field's raw value, by name (`"value": "<name>"`):
 * `mainAddressScope` reads a list of addresses and gives `AR` when the main address is in
 * Argentina, `EXT` when it is abroad, nothing when there is none (ACC-64…66: "country AR or other").
 */
export const lookupFilterValues: Readonly<Record<string, (fieldValue: unknown) => unknown>> = {
  mainAddressScope: (rows) => {
    const country = mainAddressCountry(rows);
    return country === undefined ? undefined : country.trim().toUpperCase() === DOMESTIC_COUNTRY ? DOMESTIC_COUNTRY : 'EXT';
  },
};

export type LookupFilterRule =
  | {
      /** Key in the option's `extra` listing what the option applies to. */
      readonly extra: string;
      /** Record field the option must match. */
      readonly field: string;
      /** A value of `lookupFilterValues` computed from the field, compared instead of its raw value. */
      readonly value?: string;
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
        properties: {
          extra: { type: 'string', minLength: 1 },
          field: { type: 'string', minLength: 1 },
          value: { type: 'string', enum: Object.keys(lookupFilterValues) },
        },
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

/** What the rule compares for this record: the field's value, or the named value computed from it. */
export function lookupFilterValue(rule: LookupFilterRule, record: Readonly<Record<string, unknown>>): unknown {
  const raw = record[rule.field];
  return 'value' in rule && rule.value ? lookupFilterValues[rule.value]?.(raw) : raw;
}

/** True when the option may be chosen for this record. */
export function optionAllowed(option: FilterableOption, rules: readonly LookupFilterRule[], record: Readonly<Record<string, unknown>>): boolean {
  const extra = option.extra && typeof option.extra === 'object' ? (option.extra as Record<string, unknown>) : {};
  return rules.every((rule) => {
    const wanted = lookupFilterValue(rule, record);
    if ('filter' in rule) return isEmpty(wanted) || optionFilters[rule.filter](option, wanted);
    const appliesTo = extra[rule.extra];
    if (appliesTo === undefined || appliesTo === null || isEmpty(wanted)) return true;
    return Array.isArray(appliesTo) ? appliesTo.map(String).includes(String(wanted)) : String(appliesTo) === String(wanted);
  });
}

/** The options allowed for this record, in their order. */
export function allowedOptions<T extends FilterableOption>(
  options: readonly T[],
  rules: readonly LookupFilterRule[],
  record: Readonly<Record<string, unknown>>,
): readonly T[] {
  return rules.length ? options.filter((option) => optionAllowed(option, rules, record)) : options;
}
