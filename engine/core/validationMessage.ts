/**
 * Spanish messages for schema validation errors (ajv keywords → catalogue `validation.*` keys),
 * with the field's label. Used by the browser form (rjsf `transformErrors`); the shape is the
 * structural subset of an rjsf/ajv error so that core does not depend on either library.
 */

/** What we read from a validation error. */
export interface SchemaErrorLike {
  /** The ajv keyword: required, maxLength, pattern... */
  readonly name?: string;
  readonly params?: Readonly<Record<string, unknown>>;
  /** Data path: `.a.b`, `a` (rjsf appends the missing property for `required`). */
  readonly property?: string;
}

export interface MessageRef {
  readonly key: string;
  readonly args: Readonly<Record<string, string | number>>;
}

/** `.banco.descripcion` or `banco.descripcion` → `banco.descripcion`; array indexes kept. */
export function errorFieldPath(property: string | undefined): string {
  return (property ?? '').replace(/^\./, '').replace(/\[['"]?([^\]'"]+)['"]?\]/g, '.$1').replace(/^\./, '');
}

const limitKeys: Readonly<Record<string, string>> = {
  maxLength: 'validation.maxLength',
  minLength: 'validation.minLength',
};
const keyByKeyword: Readonly<Record<string, string>> = {
  required: 'validation.required',
  type: 'validation.type',
  format: 'validation.type',
  pattern: 'validation.pattern',
  enum: 'validation.enum',
  const: 'validation.enum',
  minimum: 'validation.range',
  maximum: 'validation.range',
  exclusiveMinimum: 'validation.range',
  exclusiveMaximum: 'validation.range',
  multipleOf: 'validation.range',
  additionalProperties: 'validation.unknownField',
};

/** The catalogue key and arguments for one error; `labelOf` turns a field path into its Spanish label. */
export function validationMessage(error: SchemaErrorLike, labelOf: (path: string) => string): MessageRef {
  const keyword = error.name ?? '';
  let path = errorFieldPath(error.property);
  if (keyword === 'additionalProperties' && typeof error.params?.additionalProperty === 'string') {
    path = path ? `${path}.${error.params.additionalProperty}` : error.params.additionalProperty;
  }
  const field = labelOf(path);
  if (keyword in limitKeys) {
    return { key: limitKeys[keyword], args: { field, limit: Number(error.params?.limit ?? 0) } };
  }
  return { key: keyByKeyword[keyword] ?? 'validation.generic', args: { field } };
}
