/**
 * The form's validator with blank required fields missing (engine/core/blankRequired.ts), as the
 * server validates a body: rjsf's own validators (precompiled or runtime) judge `required` by the
 * property's presence only, so `"   "` or a `null` would pass the form and be refused by the server.
 * Only the raw validation changes: rjsf builds its errors, summary and field messages from it.
 */
import type { ValidatorType } from '@rjsf/utils';
import { blankAsMissing, type RequiredErrorLike } from '../../core/blankRequired';

/** `validator` whose raw validation reports blank required fields as missing. */
export function blankAwareValidator<V extends ValidatorType>(validator: V): V {
  const raw = validator.rawValidation.bind(validator);
  const rawValidation: ValidatorType['rawValidation'] = (schema, formData) => {
    let first: ReturnType<ValidatorType['rawValidation']> | undefined;
    const errors = blankAsMissing<RequiredErrorLike>((data) => {
      const result = raw(schema, data as never);
      first ??= result;
      return result.errors as RequiredErrorLike[] | undefined;
    }, formData);
    return { ...first!, errors: (errors.length ? errors : undefined) as never };
  };
  // The wrapper inherits every other method; rjsf's validateFormData calls `this.rawValidation`, this one.
  return Object.create(validator, { rawValidation: { value: rawValidation } }) as V;
}
