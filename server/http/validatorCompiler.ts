/**
 * Request validation with ajv: bodies strictly (no type coercion: a number sent as text is an
 * error), query strings and params with coercion (they are text on the wire). Our annotation
 * keywords are registered so module schemas compile in strict mode.
 */
import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { addAnnotationKeywords } from '../../engine/core/annotations';

/** An ajv as the routes use it (strict, formats, our annotation keywords); `npm run check` compiles the module schemas with it. */
export function makeAjv(options: Options): Ajv {
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, strictRequired: false, allowUnionTypes: true, ...options });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'example' }); // OpenAPI documentation keyword
  return addAnnotationKeywords(ajv);
}

export function installValidatorCompiler(app: FastifyInstance): Ajv {
  const bodyAjv = makeAjv({ coerceTypes: false });
  const queryAjv = makeAjv({ coerceTypes: true, useDefaults: true });
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodyAjv : queryAjv;
    return ajv.compile(schema as FastifySchema & object);
  });
  return bodyAjv;
}
