/**
 * The rjsf validator of a sub-schema (e.g. an array's item schema) from the validator of the
 * schema it belongs to. A runtime ajv validator validates any schema as it is; a precompiled one
 * (the app's, CSP-safe) already holds a compiled function for every sub-schema of its module
 * (rjsf's schema parser compiles properties and items by hash), so a precompiled validator rooted
 * at the sub-schema reuses them — no `new Function` in the browser.
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';

const cache = new WeakMap<ValidatorType, Map<string, ValidatorType>>();

/** A validator whose root schema is `schema`, a sub-schema of `parent`'s root. */
export function subSchemaValidator(parent: ValidatorType, schema: RJSFSchema): ValidatorType {
  const functions = (parent as { validateFns?: ValidatorFunctions }).validateFns;
  if (!functions) return parent;
  let bySchema = cache.get(parent);
  if (!bySchema) {
    bySchema = new Map();
    cache.set(parent, bySchema);
  }
  const key = JSON.stringify(schema);
  let validator = bySchema.get(key);
  if (!validator) {
    validator = createPrecompiledValidator(functions, schema);
    bySchema.set(key, validator);
  }
  return validator;
}
