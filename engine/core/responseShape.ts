/**
 * What a screen needs from the generic module API before it uses an answer (SHR-11, SHR-OP04): a
 * record `{ id, version, datos }` for a form, a page `{ datos: [record…], total, extras }` for a
 * list. An answer of another shape is a failure, and its message is the screen's generic error with
 * the spec's internal code appended: `error #ATGF01` for a form, `error #ATGRL01` for a list.
 */
import { t } from './messages';

/** Who received the answer: a form (a record read or saved) or a list (a page). */
export type ResponseUse = 'form' | 'list';

const codeKeys: Readonly<Record<ResponseUse, string>> = {
  form: 'response.unexpectedForm',
  list: 'response.unexpectedList',
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): boolean => Number.isInteger(value) && (value as number) >= 0;

/** True for a record as the API returns it: integer `id` and `version`, object `datos`. */
export function isRecordShape(body: unknown): boolean {
  return isObject(body) && Number.isInteger(body.id) && Number.isInteger(body.version) && isObject(body.datos);
}

/** True for a list page: `datos` an array of records, `total` a count, `extras` with `cap` and `capReached`. */
export function isListShape(body: unknown): boolean {
  if (!isObject(body) || !Array.isArray(body.datos) || !isCount(body.total) || !isObject(body.extras)) return false;
  return isCount(body.extras.cap) && typeof body.extras.capReached === 'boolean' && body.datos.every(isRecordShape);
}

/** The shape check for an answer to `use`. */
export const shapeCheckFor: Readonly<Record<ResponseUse, (body: unknown) => boolean>> = {
  form: isRecordShape,
  list: isListShape,
};

/** `text` (a screen's generic error, already translated) followed by the internal code of `use`. */
export function withUnexpectedShapeCode(text: string, use: ResponseUse): string {
  return `${text} ${t(codeKeys[use])}`;
}
