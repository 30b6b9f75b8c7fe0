/**
 * The CSP-safe validator source: validators compiled at build time by scripts/compile-validators.ts
 * (one ES module per module schema, keyed by the schema's `$id`) wrapped with rjsf's
 * `createPrecompiledValidator` (blank required fields missing, blankAwareValidator). A module without compiled validators throws naming the fix.
 */
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import type { RegisteredModule } from '../../core/schemaRegistry';
import type { ValidatorSource } from '../engine/EngineProvider';
import { blankAwareValidator } from './blankAwareValidator';

/** Builds a source from compiled modules (`{ default: ValidatorFunctions }`) by module name. */
export function precompiledValidatorSource(compiled: Readonly<Record<string, ValidatorFunctions>>): ValidatorSource {
  const cache = new Map<string, ValidatorType>();
  return (module: RegisteredModule) => {
    let validator = cache.get(module.name);
    if (!validator) {
      const functions = compiled[module.name];
      if (!functions) throw new Error(`No hay validadores precompilados para el módulo '${module.name}': ejecute npm run build`);
      validator = blankAwareValidator(createPrecompiledValidator(functions, module.schema as unknown as RJSFSchema));
      cache.set(module.name, validator);
    }
    return validator;
  };
}
