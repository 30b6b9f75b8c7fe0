/**
 * Request validation with ajv: bodies strictly (no type coercion: a number sent as text is an
 * error), query strings and params with coercion (they are text on the wire). Our annotation
 * keywords are registered so module schemas compile in strict mode. In a body a required field
 * that is blank is missing (engine/core/blankRequired.ts, as the form validates).
 */
import Ajv, { type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { addAnnotationKeywords } from '../../engine/core/annotations';
import { blankAsMissing } from '../../engine/core/blankRequired';

/** An ajv as the routes use it (strict, formats, our annotation keywords); `npm run check` compiles the module schemas with it. */
export function makeAjv(options: Options): Ajv {
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, strictRequired: false, allowUnionTypes: true, ...options });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'example' }); // OpenAPI documentation keyword
  return addAnnotationKeywords(ajv);
}

/** A body validator whose blank required fields are missing (Fastify reads its `errors` when it answers false). */
export function blankAwareValidator(validate: ValidateFunction): (data: unknown) => boolean {
  const check = (data: unknown): boolean => {
    const errors = blankAsMissing<ErrorObject>((value) => (validate(value) ? null : [...(validate.errors ?? [])]), data);
    check.errors = errors.length ? errors : null;
    return !errors.length;
  };
  check.errors = null as ErrorObject[] | null;
  return check;
}

export function installValidatorCompiler(app: FastifyInstance): Ajv {
  const bodyAjv = makeAjv({ coerceTypes: false });
  const queryAjv = makeAjv({ coerceTypes: true, useDefaults: true });
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (httpPart === 'body') return blankAwareValidator(bodyAjv.compile(schema as FastifySchema & object));
    return queryAjv.compile(schema as FastifySchema & object);
  });
  return bodyAjv;
}
