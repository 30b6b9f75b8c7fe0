/**
 * One place that turns every failure into a Spanish answer: our HttpErrors as they are, schema
 * validation as 400 with field problems, parser and size errors as 4xx, anything else as a 500
 * without internals (logged with its stack).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
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

export function toHttpError(error: FastifyError & { validation?: ErrorObject[] }): HttpError {
  if (error instanceof HttpError) return error;
  if (error.validation) {
    return new HttpError(400, 'validacion', t('api.badRequest'), ajvErrorsToProblems(error.validation));
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
    const http = toHttpError(error);
    if (http.statusCode >= 500) request.log.error({ err: error }, 'error no controlado');
    void reply.status(http.statusCode).send(http.toBody());
  });
}
