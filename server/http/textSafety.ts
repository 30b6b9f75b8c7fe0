/**
 * Text the database cannot store (NUL, other C0 controls, lone UTF-16 surrogates; see
 * engine/core/text/storableText.ts) is refused at the edge: every API request's path parameters,
 * query string and JSON body are checked before validation, and the first bad value answers 400
 * with a Spanish message naming the field — by its label where the route knows one (module fields,
 * list filters: the route's `textFields` config) — so that nothing reaches PostgreSQL, and an
 * export never starts a file it would have to cut.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { t } from '../../engine/core/messages';
import { findUnstorableText, isStorableText, type ValuePath } from '../../engine/core/text/storableText';
import { HttpError } from './httpError';

export type RequestPart = 'params' | 'query' | 'body';

/** How a route names the text of its requests, for the refusal message. */
export interface TextFields {
  /** The label of the value at `path` of `part` (undefined: the last key of the path). */
  label?(part: RequestPart, path: ValuePath, request: FastifyRequest): string | undefined;
  /** True where tab, CR and LF are allowed (multi-line fields). */
  multiline?(part: RequestPart, path: ValuePath): boolean;
  /** The path shown in `campos` (default: the keys and indices joined with dots). */
  fieldPath?(part: RequestPart, path: ValuePath): string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How this route names the fields of its requests when one holds text that cannot be stored. */
    readonly textFields?: TextFields;
  }
}

const PARTS: readonly RequestPart[] = ['params', 'query', 'body'];

/** The refusal for the value at `path` of `part`, or null when every text of the request can be stored. */
export function unstorableTextError(request: FastifyRequest, fields: TextFields = {}): HttpError | null {
  for (const part of PARTS) {
    const path = findUnstorableText(request[part], (p) => fields.multiline?.(part, p) ?? false);
    if (!path) continue;
    // A bad key is named by where it sits (its own name is the bad text).
    const keys = path.filter((p): p is string => typeof p === 'string' && isStorableText(p));
    const label = fields.label?.(part, path, request) ?? keys.at(-1) ?? 'solicitud';
    const mensaje = t('validation.controlCharacters', { field: isStorableText(label) ? label : 'solicitud' });
    const fieldPath = fields.fieldPath?.(part, path) ?? path.map(String).join('.');
    return new HttpError(400, 'validacion', mensaje, [{ path: isStorableText(fieldPath) ? fieldPath : keys.join('.'), mensaje }]);
  }
  return null;
}

export function installTextSafety(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // The identity provider's pages (login form, token endpoint) answer in their own way.
    if (!request.url.startsWith('/api/')) return;
    const error = unstorableTextError(request, request.routeOptions.config?.textFields);
    if (error) throw error;
  });
}
