/**
 * Answers of an unexpected shape (SHR-11, SHR-OP04): the data hooks check what the API answered
 * (engine/core/responseShape) and reject with an `UnexpectedResponseError`, so a screen shows its
 * generic error with the internal code instead of breaking on a missing field.
 */
import { shapeCheckFor, withUnexpectedShapeCode, type ResponseUse } from '../../core/responseShape';

export class UnexpectedResponseError extends Error {
  constructor(
    /** Who received it: a form or a list. */
    readonly use: ResponseUse,
    /** The answer as received (logged by whoever reports the failure, SHR-23). */
    readonly body: unknown,
  ) {
    super(`respuesta inesperada (${use})`);
    this.name = 'UnexpectedResponseError';
  }
}

/** `body` when it has the shape `use` needs; otherwise throws an UnexpectedResponseError. */
export function expectShape<T>(use: ResponseUse, body: unknown): T {
  if (!shapeCheckFor[use](body)) throw new UnexpectedResponseError(use, body);
  return body as T;
}

/** The screen's generic error for `error`: with the internal code when the answer had an unexpected shape. */
export function failureText(error: unknown, text: string): string {
  return error instanceof UnexpectedResponseError ? withUnexpectedShapeCode(text, error.use) : text;
}
