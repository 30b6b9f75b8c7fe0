/**
 * What a failed load or save tells the user, decided once for every screen and dialog (as ra-core's
 * edit controller keeps it): a 401 says nothing (the session handler already said it, SES-17); a 409
 * on a save says the record changed, with the server's current record when it sent one; a 403 says
 * the server's own refusal (CRD-20's `No tiene permisos para ver/editar tarjetas.`: the server's word
 * on who may see what is final); any other failure says the screen's generic error, followed by the internal code when the answer had an
 * unexpected shape (SHR-OP04), and hands over the server's field errors (400 `campos`).
 */
import { t } from '../../core/messages';
import { isApiError } from '../api/ApiError';
import type { FieldMessageAt } from '../form/fieldErrors';
import type { ModuleRecord } from './types';
import { failureText } from './unexpectedResponse';

/** A failed save, as the form or dialog acts on it. */
export interface SaveFailure {
  /** The danger notice to show; null when there is nothing to say (401). */
  readonly notice: string | null;
  /** Set on a 409: the record changed since it was read (`current`: the stored one, when the server sent it). */
  readonly conflict: { readonly current: ModuleRecord | null } | null;
  /** The server's field errors, for under the fields. */
  readonly fieldErrors: readonly FieldMessageAt[];
}

/** The notice for a failed load (or any call whose only answer is a notice): null on a 401; the server's message on a 403. */
export function failureNotice(error: unknown, text: string): string | null {
  if (isApiError(error, 401)) return null;
  return refusalOf(error) ?? failureText(error, text);
}

/** The server's message of a refusal (403 with a message), else null: a denial is said as the server words it. */
export function refusalOf(error: unknown): string | null {
  return isApiError(error, 403) && error.mensaje ? error.mensaje : null;
}

/** What a failed save means; `text` is the module's save error, already translated. */
export function saveFailure(error: unknown, text: string): SaveFailure {
  if (isApiError(error, 409)) {
    const current = (error.detail.actual as ModuleRecord | undefined) ?? null;
    return { notice: t('save.conflict'), conflict: { current }, fieldErrors: [] };
  }
  const fieldErrors = isApiError(error) ? error.campos.map((c) => ({ path: c.path, message: c.mensaje })) : [];
  return { notice: failureNotice(error, text), conflict: null, fieldErrors };
}
