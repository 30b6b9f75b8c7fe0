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
import { sharedSchemaList } from './sharedSchemas';

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

/** A validator as Fastify calls it: the data in, true or false out, the errors of a false answer on it. */
type RouteValidator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/**
 * A validator compiled on its first call, not when its route is registered: a server with many
 * modules registers hundreds of routes, most of them not called soon after a start, and compiling
 * them all made start-up grow by ~15 ms of CPU per route (docs/benchmarks.md, the cost of a module).
 * The same checks run; only when they are compiled changes. `npm run check` compiles every module
 * schema, so a schema that does not compile is still found before a deployment.
 */
export function compiledOnFirstCall(compile: () => RouteValidator): RouteValidator {
  let compiled: RouteValidator | undefined;
  const validate: RouteValidator = (data) => {
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  };
  validate.errors = null;
  return validate;
}

export function installValidatorCompiler(app: FastifyInstance): Ajv {
  const bodyAjv = makeAjv({ coerceTypes: false });
  const queryAjv = makeAjv({ coerceTypes: true, useDefaults: true });
  // The shared schemas a route's `$ref` names (sharedSchemas.ts): added, compiled only when a route using them is first called.
  for (const schema of sharedSchemaList) {
    bodyAjv.addSchema(schema);
    queryAjv.addSchema(schema);
  }
  // Routes whose schemas are equal share one validator (every module's `:id` params, the same
  // query strings): compiled once, on the first call of any of them.
  const shared = new Map<string, RouteValidator>();
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const body = httpPart === 'body';
    const key = `${body ? 'body' : 'query'}\u0000${JSON.stringify(schema)}`;
    let validator = shared.get(key);
    if (!validator) {
      validator = compiledOnFirstCall(() =>
        body ? blankAwareValidator(bodyAjv.compile(schema as FastifySchema & object)) : queryAjv.compile(schema as FastifySchema & object),
      );
      shared.set(key, validator);
    }
    return validator;
  });
  return bodyAjv;
}
