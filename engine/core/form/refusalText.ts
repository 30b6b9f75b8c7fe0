/**
 * What a save refused in the browser says in its notice: the first problems' own messages (already
 * Spanish, with field labels), so that a refusal is never silent, even when the problem is on a
 * field the form does not show.
 */
import { t } from '../messages';

/** At most this many distinct messages are listed; the rest are under their fields. */
const SHOWN = 3;

/** The notice text for validation errors (`message` as the form's `transformErrors` left it). */
export function refusalText(errors: ReadonlyArray<{ readonly message?: string }>): string {
  const messages = [...new Set(errors.map((e) => e.message ?? '').filter(Boolean))];
  const shown = messages.slice(0, SHOWN).join(' ');
  return t('form.refused', { motivos: messages.length > SHOWN ? `${shown} …` : shown || t('api.badRequest') });
}
