/**
 * The `x-link` annotation of a schema property: the link kind it picks through the
 * search-and-link modal, the prefill rules a pick applies to the form (LNK-32, LNK-33), the
 * checks it runs (LNK-34) and the field's other modals: `create` a record of the kind's module and
 * link it (prospect account, LNK-16), `view` the linked record read-only (contact preview, LNK-21).
 * Its meta-schema is registered with ajv (annotations.ts).
 */
import type { JsonSchemaProperty } from '../schemaRegistry';
import { optionFilters } from '../lookups/lookupFilter';

/** Copy `from` of the linked record into the form's `to` (LNK-32, LNK-33). */
export interface PrefillRule {
  readonly from: string;
  readonly to: string;
  /** Only when the form's `field` holds `equals` (or one of them), e.g. `tipo` = `Calls`. */
  readonly when?: { readonly field: string; readonly equals: string | readonly string[] };
  /** Only when the form's `to` is empty. */
  readonly onlyIfEmpty?: boolean;
}

/** Warn when the linked record's `linkedField` differs from the form's `field` (LNK-34). */
export interface SameAccountCheck {
  readonly check: 'sameAccount';
  readonly field: string;
  readonly linkedField: string;
}

/** "Nuevo" on the field: the kind's module form in a dialog; the saved record is linked (LNK-16). */
export interface LinkCreateOption {
  /** Values the new record starts with, fixed in the dialog (LNK-16: `estado` = Prospect). */
  readonly values?: Readonly<Record<string, unknown>>;
}

/**
 * Which linked records may be picked, by another field of the form: a registered option filter
 * (engine/core/lookups/lookupFilter.ts `optionFilters`, the one a combo's `x-combo-filter` names)
 * over the linked record's `on` field, driven by the form's `field` (a card's bank by its brand,
 * `{ "filter": "bancosPorTarjeta", "field": "prestadora", "on": "descripcion" }`, CRD-16).
 */
export interface LinkOptionFilter {
  readonly filter: string;
  readonly field: string;
  readonly on: string;
}

export interface LinkAnnotation {
  readonly kind: string;
  /** Only linked records this filter allows for the form's values (the dialog shows only them; the server refuses others). */
  readonly filter?: LinkOptionFilter;
  readonly prefill?: readonly PrefillRule[];
  readonly checks?: readonly SameAccountCheck[];
  readonly create?: LinkCreateOption;
  /** "Ver" on the field: the linked record read-only in a dialog (LNK-21). */
  readonly view?: boolean;
  /**
   * The record's owner (a child's account): set by the parent's screen, not searched, so a writer of
   * this module may name any existing record of the kind, whether or not they may search it.
   */
  readonly owner?: boolean;
  /**
   * The link names the record's parent in a hierarchy of its own module (an account's `padre`, ACC-12):
   * the server refuses the record itself and any of its descendants (no cycle; decision 124).
   */
  readonly acyclic?: boolean;
}

const name = { type: 'string', minLength: 1 } as const;

/** The annotation's meta-schema (ajv checks every schema that uses it). */
export const linkAnnotationMetaSchema = {
  type: 'object',
  required: ['kind'],
  additionalProperties: false,
  properties: {
    kind: name,
    prefill: {
      type: 'array',
      items: {
        type: 'object',
        required: ['from', 'to'],
        additionalProperties: false,
        properties: {
          from: name,
          to: name,
          when: {
            type: 'object',
            required: ['field', 'equals'],
            additionalProperties: false,
            properties: { field: name, equals: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] } },
          },
          onlyIfEmpty: { type: 'boolean' },
        },
      },
    },
    checks: {
      type: 'array',
      items: {
        type: 'object',
        required: ['check', 'field', 'linkedField'],
        additionalProperties: false,
        properties: { check: { const: 'sameAccount' }, field: name, linkedField: name },
      },
    },
    create: { type: 'object', additionalProperties: false, properties: { values: { type: 'object' } } },
    view: { type: 'boolean' },
    owner: { type: 'boolean' },
    acyclic: { type: 'boolean' },
    filter: {
      type: 'object',
      required: ['filter', 'field', 'on'],
      additionalProperties: false,
      properties: { filter: { type: 'string', enum: Object.keys(optionFilters) }, field: name, on: name },
    },
  },
} as const;

/** The property's `x-link`, or undefined when it has none. */
export function linkAnnotationOf(property: JsonSchemaProperty | undefined): LinkAnnotation | undefined {
  const value = property?.['x-link'];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as LinkAnnotation) : undefined;
}

/** Every linked property of a schema with its annotation. */
export function linkedProperties(properties: Readonly<Record<string, JsonSchemaProperty>>): Array<{ readonly field: string; readonly link: LinkAnnotation }> {
  return Object.entries(properties).flatMap(([field, property]) => {
    const link = linkAnnotationOf(property);
    return link ? [{ field, link }] : [];
  });
}
