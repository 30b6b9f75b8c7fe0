/**
 * One place that turns every failure into a Spanish answer: our HttpErrors as they are, schema
 * validation as 400 with field problems (missing record fields with the route's required-fields
 * message), parser and size errors as 4xx, anything else as a 500
 * without internals (logged with its stack).
 */
import type { FastifyContextConfig, FastifyError, FastifyInstance } from 'fastify';
import type { ErrorObject } from 'ajv';
import { t } from '../../engine/core/messages';
import { HttpError } from './httpError';
import { ajvErrorsToProblems } from './ajvErrors';

const byFastifyCode: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'json_invalido', 'api.malformedJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'json_invalido', 'api.malformedJson'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'muy_grande', 'api.tooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'tipo_no_soportado', 'api.unsupportedMedia'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'solicitud_invalida', 'api.badRequest'],
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Message key of a body with required record fields missing (the module's `messages.required`, SHR-07). */
    readonly requiredMessage?: string;
  }
}

/** What toHttpError reads of a route's `config`. */
export type ValidationRouteConfig = Pick<FastifyContextConfig, 'requiredMessage'>;

/** A required field missing from the record (`datos`), not a missing part of the request itself. */
const missingRecordField = (e: ErrorObject) => e.keyword === 'required' && e.instancePath.startsWith('/datos');

export function toHttpError(error: FastifyError & { validation?: ErrorObject[] }, route: ValidationRouteConfig = {}): HttpError {
  if (error instanceof HttpError) return error;
  if (error.validation) {
    // Missing required fields answer with the message the form shows (the module's `messages.required`).
    const key = route.requiredMessage && error.validation.some(missingRecordField) ? route.requiredMessage : 'api.badRequest';
    return new HttpError(400, 'validacion', t(key), ajvErrorsToProblems(error.validation));
  }
  const known = error.code ? byFastifyCode[error.code] : undefined;
  if (known) return new HttpError(known[0], known[1], t(known[2]));
  if (error instanceof SyntaxError) return new HttpError(400, 'json_invalido', t('api.malformedJson'));
  if (error.statusCode === 429) return new HttpError(429, 'demasiadas_solicitudes', t('api.rateLimited'));
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new HttpError(error.statusCode, 'solicitud_invalida', t('api.badRequest'));
  }
  return new HttpError(500, 'error_interno', t('api.internal'));
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { validation?: ErrorObject[] }, request, reply) => {
    const http = toHttpError(error, request.routeOptions.config);
    if (http.statusCode >= 500) request.log.error({ err: error }, 'error no controlado');
    void reply.status(http.statusCode).send(http.toBody());
  });
}
