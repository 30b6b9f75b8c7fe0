/**
 * The validators compiled at build time by scripts/compile-validators.ts into app/generated/
 * (git-ignored), one module per schema: CSP-safe (no `new Function` in the browser). Each module's
 * validators, and rjsf's precompiled-validator wrapper, are their own chunks, downloaded when the
 * module's first form renders (the form suspends until then) or when prefetched
 * (`loadValidators`, on idle and on menu hover).
 */
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { use } from 'react';
import type { ValidatorSource } from '../../engine/react/engine/EngineProvider';

const loaders = new Map(
  Object.entries(import.meta.glob<ValidatorFunctions>('../generated/validators/*.js', { import: 'default' })).map(([path, load]) => [
    /([^/]+)\.js$/.exec(path)![1],
    load,
  ]),
);
const loaded: Record<string, ValidatorFunctions> = {};
const loading = new Map<string, Promise<void>>();
let source: ValidatorSource | null = null;

/** Downloads a module's validators once (a failed download is retried on the next call). */
export function loadValidators(module: string): Promise<void> {
  if (source && (module in loaded || !loaders.has(module))) return Promise.resolve();
  let promise = loading.get(module);
  if (!promise) {
    promise = Promise.all([loaders.get(module)?.(), import('../../engine/react/validation/precompiledValidatorSource')]).then(
      ([functions, { precompiledValidatorSource }]) => {
        if (functions) loaded[module] = functions;
        source ??= precompiledValidatorSource(loaded);
      },
      (error: unknown) => {
        loading.delete(module);
        throw error;
      },
    );
    loading.set(module, promise);
  }
  return promise;
}

/** The app's validator source: suspends the rendering form until its module's validators are here. */
export const compiledValidatorSource: ValidatorSource = (module) => {
  // React's `use` suspends the rendering form (the source is called during render, not as a hook).
  // eslint-disable-next-line react-hooks/rules-of-hooks
  if (!source || (loaders.has(module.name) && !(module.name in loaded))) use(loadValidators(module.name));
  return source!(module);
};
