/**
 * The validators compiled at build time by scripts/compile-validators.ts into app/generated/
 * (git-ignored), one module per schema: CSP-safe (no `new Function` in the browser). Each module's
 * validators, and rjsf's precompiled-validator wrapper, are their own chunks, downloaded when the
 * module's first form renders (the form suspends until then) or when prefetched
 * (`loadValidators`, on idle and on menu hover). A module's loader file says where its validators
 * are (app/modules/moduleLoaderFiles.ts): the entry names no module.
 */
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { use } from 'react';
import type { ValidatorSource } from '../../engine/react/engine/EngineProvider';
import { appLoaderFile } from '../modules/moduleLoaderFiles';

const loaded: Record<string, ValidatorFunctions> = {};
/** Modules whose validators were looked for (a module without a loader file has none). */
const settled = new Set<string>();
const loading = new Map<string, Promise<void>>();
let source: ValidatorSource | null = null;

/** Downloads a module's validators once (a failed download is retried on the next call). */
export function loadValidators(module: string): Promise<void> {
  if (source && settled.has(module)) return Promise.resolve();
  let promise = loading.get(module);
  if (!promise) {
    promise = Promise.all([appLoaderFile(module).then((file) => file?.validators()), import('../../engine/react/validation/precompiledValidatorSource')]).then(
      ([functions, { precompiledValidatorSource }]) => {
        if (functions) loaded[module] = functions;
        settled.add(module);
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
  if (!source || !settled.has(module.name)) use(loadValidators(module.name));
  return source!(module);
};
