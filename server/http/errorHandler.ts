/**
 * One place that turns every failure into the documented Spanish answer
 * (`{ error: { codigo, mensaje, campos? } }`, docs/api.md): our HttpErrors as they are, schema
 * validation as 400 with field problems (missing record fields with the route's required-fields
 * message), Fastify's and its plugins' errors (parsers, body size, multipart, rate limit, static
 * files) by their code or status, anything else as a 500 without internals (logged with its stack).
 * Errors Fastify answers before any route runs go through the same function: a bad or too long URL
 * (`frameworkErrors`), a malformed HTTP request (`clientErrorHandler`) and a request that arrives
 * while the server closes.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyContextConfig, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { t, type MessageKey } from '../../engine/core/messages';
import { HttpError } from './httpError';
import { ajvErrorsToProblems } from './ajvErrors';
import type { MessageSource } from '../../engine/core/validationMessage';

type Answer = readonly [status: number, codigo: string, key: MessageKey];

/** Fastify's own errors whose status alone does not say enough. */
const byFastifyCode: Record<string, Answer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'json_invalido', 'api.malformedJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'json_invalido', 'api.malformedJson'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'muy_grande', 'api.tooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'tipo_no_soportado', 'api.unsupportedMedia'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'solicitud_invalida', 'api.badRequest'],
  FST_ERR_BAD_URL: [400, 'url_invalida', 'api.badRequest'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'url_muy_larga', 'api.uriTooLong'],
};

/** Every other error by its status (plugins: multipart, rate limit, static files, the body decoders). */
const byStatus: Record<number, Answer> = {
  400: [400, 'solicitud_invalida', 'api.badRequest'],
  401: [401, 'no_autenticado', 'session.credentials'],
  403: [403, 'sin_permisos', 'access.module'],
  404: [404, 'no_encontrado', 'api.notFound'],
  405: [404, 'no_encontrado', 'api.notFound'],
  406: [406, 'no_aceptable', 'api.notAcceptable'],
  408: [408, 'tiempo_agotado', 'api.timeout'],
  413: [413, 'muy_grande', 'api.tooLarge'],
  414: [414, 'url_muy_larga', 'api.uriTooLong'],
  415: [415, 'tipo_no_soportado', 'api.unsupportedMedia'],
  429: [429, 'demasiadas_solicitudes', 'api.rateLimited'],
  431: [431, 'encabezados_muy_grandes', 'api.headersTooLarge'],
  503: [503, 'no_disponible', 'api.unavailable'],
};

const answer = ([status, codigo, key]: Answer) => new HttpError(status, codigo, t(key));

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Message key of a body with required record fields missing (the module's `messages.required`, SHR-07). */
    readonly requiredMessage?: string;
    /** The module whose record (`datos`) the body carries: its labels and `x-message` keys name the schema's problems. */
    readonly recordMessages?: MessageSource;
  }
}

/** What toHttpError reads of a route's `config`. */
export type ValidationRouteConfig = Pick<FastifyContextConfig, 'requiredMessage' | 'recordMessages'>;

/** A required field missing from the record (`datos`), not a missing part of the request itself. */
const missingRecordField = (e: ErrorObject) => e.keyword === 'required' && e.instancePath.startsWith('/datos');

export function toHttpError(error: FastifyError & { validation?: ErrorObject[] }, route: ValidationRouteConfig = {}): HttpError {
  if (error instanceof HttpError) return error;
  if (error.validation) {
    // Missing required fields answer with the message the form shows (the module's `messages.required`).
    const key = route.requiredMessage && error.validation.some(missingRecordField) ? route.requiredMessage : 'api.badRequest';
    return new HttpError(400, 'validacion', t(key), ajvErrorsToProblems(error.validation, route.recordMessages));
  }
  const known = error.code ? byFastifyCode[error.code] : undefined;
  if (known) return answer(known);
  if (error instanceof SyntaxError) return new HttpError(400, 'json_invalido', t('api.malformedJson'));
  const status = error.statusCode ?? 500;
  if (byStatus[status]) return answer(byStatus[status]);
  if (status >= 400 && status < 500) return new HttpError(status, 'solicitud_invalida', t('api.badRequest'));
  return new HttpError(500, 'error_interno', t('api.internal'));
}

function sendError(error: FastifyError & { validation?: ErrorObject[] }, request: FastifyRequest, reply: FastifyReply): void {
  const http = toHttpError(error, request.routeOptions?.config ?? {});
  if (http.statusCode >= 500 && http.statusCode !== 503) request.log.error({ err: error }, 'error no controlado');
  void reply.status(http.statusCode).send(http.toBody());
}

/** Fastify's `frameworkErrors` option: a URL that is not valid or whose parameter is too long. */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => sendError(error, request, reply);

/**
 * Fastify's `clientErrorHandler` option: a request Node's HTTP parser refused (malformed, headers
 * too large, too slow) is answered on the socket in the documented shape, then the socket closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(answer(byStatus[status]).toBody());
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
  // While the server closes, a request on a kept-alive connection gets 503 in the documented shape
  // (Fastify's own 503 is English; `return503OnClosing` is off in buildApp).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async () => {
    if (closing) throw answer(byStatus[503]);
  });
}
