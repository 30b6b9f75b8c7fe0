/** A failed API call with the server's Spanish message and field errors (docs/api.md error body). */
export interface FieldMessage {
  readonly path: string;
  readonly mensaje: string;
}

export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly codigo: string,
    /** Spanish message from the server (or empty). */
    readonly mensaje: string,
    readonly campos: readonly FieldMessage[] = [],
    /** The whole error object (e.g. `actual` of a 409). */
    readonly detail: Readonly<Record<string, unknown>> = {},
  ) {
    super(mensaje || `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/** Builds an ApiError from a status and a parsed body `{ error: { codigo, mensaje, campos } }`. */
export function toApiError(status: number, body: unknown): ApiError {
  const error = body && typeof body === 'object' && 'error' in body ? (body as { error: unknown }).error : undefined;
  if (!error || typeof error !== 'object') return new ApiError(status, 'desconocido', '');
  const e = error as Record<string, unknown>;
  const campos = Array.isArray(e.campos)
    ? e.campos.filter((c): c is FieldMessage => !!c && typeof c === 'object' && typeof c.path === 'string' && typeof c.mensaje === 'string')
    : [];
  return new ApiError(status, typeof e.codigo === 'string' ? e.codigo : 'desconocido', typeof e.mensaje === 'string' ? e.mensaje : '', campos, e);
}

/** True for an ApiError with the given status. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
