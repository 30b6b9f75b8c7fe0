/** rjsf `transformErrors` giving Spanish catalogue messages (validation.*) with field labels. */
import type { ErrorTransformer } from '@rjsf/utils';
import { t } from '../../core/messages';
import { validationMessage } from '../../core/validationMessage';

/** A transformer that rewrites every error's message (and stack) in Spanish. */
export function spanishErrors(labelOf: (path: string) => string): ErrorTransformer {
  return (errors) =>
    errors.map((error) => {
      const { key, args } = validationMessage(error, labelOf);
      const message = t(key, args);
      return { ...error, message, stack: message };
    });
}
