/**
 * A validator source that compiles schemas at run time with ajv. It uses `new Function`, which the
 * production CSP forbids: only stories and tests use it; the app uses the precompiled validators. Blank required fields
 * are missing, as with those (blankAwareValidator).
 */
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { ValidatorType } from '@rjsf/utils';
import type { RegisteredModule } from '../../core/schemaRegistry';
import { ajvOptionsOverrides } from './ajvOptions';
import { blankAwareValidator } from './blankAwareValidator';

const cache = new Map<string, ValidatorType>();

/** The runtime-compiled validator of a module (cached per module name). */
export function runtimeValidatorSource(module: RegisteredModule): ValidatorType {
  let validator = cache.get(module.name);
  if (!validator) {
    validator = blankAwareValidator(customizeValidator({ ajvOptionsOverrides }));
    cache.set(module.name, validator);
  }
  return validator;
}
