/**
 * A required field that is blank is missing: JSON Schema's `required` only
 * asks that a property exist, so `""`, `"   "` or `null` would satisfy it. One definition for both
 * runtimes, wrapped around each one's compiled validator (the server's body validator, the form's
 * rjsf validator): the record is validated as sent, and again without its blank values (`isBlank`,
 * at every depth: array items' fields too), whose new `required` errors — unconditional or a
 * clause's (`if`/`then`, ACC-42) — replace the errors of the blank values they name. An empty
 * array is not blank: a list that must hold something says so with `minItems` and its own message.
 */
import { isBlank } from './blank';

/** What this reads of an ajv error (both runtimes' validators give ajv's errors). */
export interface RequiredErrorLike {
  readonly keyword: string;
  readonly instancePath: string;
  readonly params?: Readonly<Record<string, unknown>> | object;
}

/** Schemas nest a few levels; a deeper value is left as it is (the schema refuses it anyway), so a hostile body cannot exhaust the stack. */
const MAX_DEPTH = 16;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** True when some object in `value` (at any depth up to the limit) has a blank member. */
export function holdsBlank(value: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => holdsBlank(item, depth + 1));
  if (!isObject(value)) return false;
  return Object.values(value).some((member) => isBlank(member) || holdsBlank(member, depth + 1));
}

/** A copy of `value` without the blank members of its objects; array items keep their places (their objects are cleaned). */
export function withoutBlanks(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => withoutBlanks(item, depth + 1));
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, member]) => !isBlank(member))
      .map(([key, member]) => [key, withoutBlanks(member, depth + 1)]),
  );
}

/** The value at a JSON pointer of `data` (undefined when a step is missing). */
function valueAt(data: unknown, pointer: string): unknown {
  let node = data;
  for (const token of pointer.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[token.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

const isBlankEmail = (error: RequiredErrorLike, data: unknown) =>
  error.keyword === 'format' && (error.params as { format?: unknown } | undefined)?.format === 'email' && isBlank(valueAt(data, error.instancePath));

const pointerToken = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The instance path of the property a `required` error says is missing. */
const missingPath = (error: RequiredErrorLike) =>
  `${error.instancePath}/${pointerToken(String((error.params as { missingProperty?: unknown } | undefined)?.missingProperty ?? ''))}`;

/**
 * The errors of `data` with blank required fields missing: `validate` gives a validator's errors
 * (none: valid). A blank value's own errors (a wrong type, an unknown code, `minLength`) give way
 * to its `required` error, so the caller sees the one message a missing field has (SHR-07).
 */
export function blankAsMissing<E extends RequiredErrorLike>(validate: (data: unknown) => readonly E[] | null | undefined, data: unknown): E[] {
  const given = validate(data) ?? [];
  if (!holdsBlank(data)) return [...given];
  // A blank e-mail has no format to break: nothing was written, so a module rule that requires the field says its own message
  // (dates keep their format error: code that reads a stored date expects one).
  const errors = given.filter((e) => !isBlankEmail(e, data));
  const known = new Set(errors.filter((e) => e.keyword === 'required').map(missingPath));
  const missing = (validate(withoutBlanks(data)) ?? []).filter((e) => e.keyword === 'required' && !known.has(missingPath(e)));
  if (!missing.length) return errors;
  const blankPaths = missing.map(missingPath);
  const aboutBlank = (e: E) => blankPaths.some((path) => e.instancePath === path || e.instancePath.startsWith(`${path}/`));
  return [...errors.filter((e) => !aboutBlank(e)), ...missing];
}
