/**
 * The value a masked field hands rjsf: the mask's stored text, the field's `emptyValue` when
 * nothing is left (so `required` works), or a number when the schema stores a number.
 */
import type { RJSFSchema } from '@rjsf/utils';

/** Stored text → form value for `schema`. */
export function formValue(stored: string, schema: RJSFSchema, emptyValue: unknown): unknown {
  if (stored === '') return emptyValue;
  const numeric = schema.type === 'number' || schema.type === 'integer';
  return numeric && Number.isFinite(Number(stored)) ? Number(stored) : stored;
}
