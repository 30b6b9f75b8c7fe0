/**
 * The validators compiled at build time by scripts/compile-validators.ts into app/generated/
 * (git-ignored), one module per schema: CSP-safe (no `new Function` in the browser).
 */
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { precompiledValidatorSource } from '../../engine/react/validation/precompiledValidatorSource';

const compiled = import.meta.glob<ValidatorFunctions>('../generated/validators/*.js', { eager: true, import: 'default' });

const byModule = Object.fromEntries(Object.entries(compiled).map(([path, functions]) => [/([^/]+)\.js$/.exec(path)![1], functions]));

/** The app's validator source. */
export const compiledValidatorSource = precompiledValidatorSource(byModule);
