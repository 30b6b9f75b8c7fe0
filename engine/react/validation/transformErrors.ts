/** rjsf `transformErrors` giving Spanish catalogue messages (validation.*, or the rule's `x-message`) with field labels. */
import type { ErrorTransformer } from '@rjsf/utils';
import { t } from '../../core/messages';
import { reportedErrors, validationMessage, type MessageSource } from '../../core/validationMessage';

/**
 * A transformer that rewrites every error's message (and stack) in Spanish and drops those that
 * only say a condition failed (`if`); with `source` (the module), `x-message` keys apply.
 */
export function spanishErrors(labelOf: (path: string) => string, source?: MessageSource): ErrorTransformer {
  return (errors) =>
    reportedErrors(errors).map((error) => {
      const { key, args } = validationMessage(error, labelOf, source);
      const message = t(key, args);
      return { ...error, message, stack: message };
    });
}
