/**
 * Spanish messages for schema validation errors (ajv keywords → catalogue `validation.*` keys, or
 * the rule's own `x-message`), naming fields by their label, never by the property name. One
 * mapping for the browser form (rjsf `transformErrors`) and the server's 400 (server/http/ajvErrors.ts);
 * the shape is the structural subset of an rjsf/ajv error so that core depends on neither library.
 */
import { ownMessageKey } from './conditionalMessages';

/** What we read from a validation error. */
export interface SchemaErrorLike {
  /** The ajv keyword: required, maxLength, pattern... */
  readonly name?: string;
  readonly params?: Readonly<Record<string, unknown>>;
  /** Data path: `.a.b`, `a` (rjsf appends the missing property for `required`). */
  readonly property?: string;
  /** Where in the module schema the failing keyword is (`#/then/required`): finds an `x-message`. */
  readonly schemaPath?: string;
}

/** The module whose schema the errors are about: its own messages (`x-message`) are `<module>.<key>`. */
export interface MessageSource {
  readonly module: string;
  readonly schema: object;
}

export interface MessageRef {
  readonly key: string;
  readonly args: Readonly<Record<string, string | number>>;
}

/** `.banco.descripcion` or `banco.descripcion` → `banco.descripcion`; array indexes kept. */
export function errorFieldPath(property: string | undefined): string {
  return (property ?? '')
    .replace(/^\./, '')
    .replace(/\[['"]?([^\]'"]+)['"]?\]/g, '.$1')
    .replace(/^\./, '');
}

/** Keywords whose message gives the limit a person must meet (not just "out of range"). */
const limitKeys: Readonly<Record<string, string>> = {
  maxLength: 'validation.maxLength',
  minLength: 'validation.minLength',
  minimum: 'validation.minimum',
  maximum: 'validation.maximum',
  exclusiveMinimum: 'validation.exclusiveMinimum',
  exclusiveMaximum: 'validation.exclusiveMaximum',
};
const keyByKeyword: Readonly<Record<string, string>> = {
  required: 'validation.required',
  type: 'validation.type',
  format: 'validation.type',
  pattern: 'validation.pattern',
  enum: 'validation.enum',
  const: 'validation.enum',
  multipleOf: 'validation.range',
  additionalProperties: 'validation.unknownField',
};

/**
 * A value that is no date in a date field (text typed and left there) says what a date
 * looks like, naming the field: the answer may list several fields' problems.
 */
const keyByFormat: Readonly<Record<string, string>> = {
  date: 'validation.date',
  'date-time': 'validation.date',
};

/**
 * Errors that only say that a branch failed: `if` (its `then`/`else` errors say what is missing).
 * They are never reported; a person cannot act on them.
 */
const branchKeywords = new Set(['if']);

/** The errors worth reporting (those of a failed `if` condition dropped). */
export function reportedErrors<E extends SchemaErrorLike>(errors: readonly E[]): E[] {
  return errors.filter((error) => !branchKeywords.has(error.name ?? ''));
}

/** The field path an error is about: its data path, plus the missing or unknown property. */
export function errorPath(error: SchemaErrorLike): string {
  const path = errorFieldPath(error.property);
  const extra =
    error.name === 'additionalProperties' ? error.params?.additionalProperty : error.name === 'required' ? error.params?.missingProperty : undefined;
  if (typeof extra !== 'string' || path === extra || path.endsWith(`.${extra}`)) return path;
  return path ? `${path}.${extra}` : extra;
}

/**
 * The catalogue key and arguments for one error: `labelOf` turns a field path into its Spanish
 * label; with `source`, an `x-message` on the failing keyword's schema node gives the key.
 */
export function validationMessage(error: SchemaErrorLike, labelOf: (path: string) => string, source?: MessageSource): MessageRef {
  const keyword = error.name ?? '';
  const field = labelOf(errorPath(error));
  const limit = Number(error.params?.limit ?? 0);
  const own = source ? ownMessageKey(source.schema, error.schemaPath) : undefined;
  if (own) return { key: `${source!.module}.${own}`, args: { field, limit } };
  if (keyword in limitKeys) return { key: limitKeys[keyword], args: { field, limit } };
  const format = keyword === 'format' ? keyByFormat[String(error.params?.format)] : undefined;
  if (format) return { key: format, args: { field } };
  return { key: keyByKeyword[keyword] ?? 'validation.generic', args: { field } };
}
