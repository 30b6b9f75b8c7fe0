/**
 * A link list's policies, declared by the `x-link-list` annotation on an array property:
 * `principal` (LNK-35/36), `legalDefault` (LNK-37), `principalPerType` (LNK-41), the table's
 * `columns` and the `search` kind whose search-and-link dialog adds rows (LNK-07).
 */
import type { JsonSchemaProperty } from '../schemaRegistry';

export const LINK_LIST_KEYWORD = 'x-link-list';

/** A field value that new rows take while no live row has it yet (e.g. `tipo` = `legal`). */
export interface FieldDefault {
  readonly field: string;
  readonly value: string | number | boolean;
}

export interface LinkListPolicy {
  /** Only one live row is principal; the first row added becomes principal by itself. */
  readonly principal?: boolean;
  /** New rows default to this value while no live row has it (LNK-37). */
  readonly legalDefault?: FieldDefault;
  /** One principal row per value of this field (e.g. `tipo` of a file, LNK-41). */
  readonly principalPerType?: string;
  /** Item fields shown as table columns, in order. */
  readonly columns?: readonly string[];
  /** Kind of the search-and-link dialog that adds rows (e.g. `contacto`) instead of the item form. */
  readonly search?: string;
}

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
    columns: { type: 'array', items: { type: 'string' } },
    search: { type: 'string' },
  },
} as const;

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
