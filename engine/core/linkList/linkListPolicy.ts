/**
 * A link list's policies, declared by the `x-link-list` annotation on an array property:
 * `principal` (LNK-35/36), `legalDefault` (LNK-37), `principalPerType` (LNK-41), the table's
 * `columns`, the `search` kind whose search-and-link dialog adds rows (LNK-07) and the table's
 * `pageSize` (files and cards page at 10 rows, ACC-39, CRD-14, CST-18).
 */
import type { JsonSchemaProperty } from '../moduleSchema';

export const LINK_LIST_KEYWORD = 'x-link-list';

/** A field value that new rows take while no live row has it yet (e.g. `tipo` = `legal`). */
export interface FieldDefault {
  readonly field: string;
  readonly value: string | number | boolean;
}

/**
 * A table column: an item field by name, or an object that names the field (and its label), or a
 * text computed from item fields by a registered display (`columnDisplays.ts`), e.g. the bank
 * account's name `{ "label": "Nombre", "display": "bankAccountName", "from": ["cuenta", "moneda"] }` (BAC-04).
 */
export type LinkListColumnSpec =
  | string
  | {
      /** The item field shown (and, without `from`, the value handed to `display`). */
      readonly field?: string;
      /** Column header (default: the field's title). Required for a computed column. */
      readonly label?: string;
      /** Registered display name that turns the values into the cell's text. */
      readonly display?: string;
      /** Item fields whose values `display` takes, in order. */
      readonly from?: readonly string[];
    };

export interface LinkListPolicy {
  /** Only one live row is principal; the first row added becomes principal by itself. */
  readonly principal?: boolean;
  /** New rows default to this value while no live row has it (LNK-37). */
  readonly legalDefault?: FieldDefault;
  /** One principal row per value of this field (e.g. `tipo` of a file, LNK-41). */
  readonly principalPerType?: string;
  /** Table columns, in order (default: every item field but `principal`). */
  readonly columns?: readonly LinkListColumnSpec[];
  /** Kind of the search-and-link dialog that adds rows (e.g. `contacto`) instead of the item form. */
  readonly search?: string;
  /** Rows per page of the table (absent: every row on one page). */
  readonly pageSize?: number;
}

/** Largest page size a list may declare (a bigger table is not a page). */
export const MAX_LINK_LIST_PAGE_SIZE = 100;

const columnSchema = {
  anyOf: [
    { type: 'string' },
    {
      type: 'object',
      additionalProperties: false,
      // A field column, or a computed one: a display over named fields, with its own header.
      anyOf: [{ required: ['field'] }, { required: ['display', 'from', 'label'] }],
      properties: {
        field: { type: 'string' },
        label: { type: 'string' },
        display: { type: 'string' },
        from: { type: 'array', minItems: 1, items: { type: 'string' } },
      },
    },
  ],
} as const;

/** The annotation's meta-schema (ajv checks every schema that carries it). */
export const linkListAnnotationSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    principal: { type: 'boolean' },
    legalDefault: {
      type: 'object',
      additionalProperties: false,
      required: ['field', 'value'],
      properties: { field: { type: 'string' }, value: { type: ['string', 'number', 'boolean'] } },
    },
    principalPerType: { type: 'string' },
    columns: { type: 'array', items: columnSchema },
    search: { type: 'string' },
    pageSize: { type: 'integer', minimum: 1, maximum: MAX_LINK_LIST_PAGE_SIZE },
  },
} as const;

/** Every item field a column reads: its field and the fields its display takes. */
export const columnReads = (column: LinkListColumnSpec): string[] =>
  typeof column === 'string' ? [column] : [...(column.field ? [column.field] : []), ...(column.from ?? [])];

/** The policy of an array property, or undefined when it is not a link list. */
export function linkListPolicyOf(property: JsonSchemaProperty | undefined): LinkListPolicy | undefined {
  const value = property?.[LINK_LIST_KEYWORD];
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as LinkListPolicy) : undefined;
}

/** Every link list of a schema: field name and policy. */
export function linkListsOf(schema: { readonly properties?: Readonly<Record<string, JsonSchemaProperty>> }): Array<readonly [string, LinkListPolicy]> {
  const lists: Array<readonly [string, LinkListPolicy]> = [];
  for (const [field, property] of Object.entries(schema.properties ?? {})) {
    const policy = linkListPolicyOf(property);
    if (policy) lists.push([field, policy]);
  }
  return lists;
}
