/**
 * Every API route declares the answer of its success (issue 20): a response schema documents it in
 * the OpenAPI document and Fastify serializes with it. Walks every route the app registers
 * (app.routeList) and fails on an `/api` route without a 2xx response schema, save the short list
 * below, each with its reason (routes the API's document leaves out, its own UI and file, are not walked). The serializers compile on a route's first answer
 * (server/http/serializerCompiler.ts), so this file also compiles every response schema of every
 * route: one that does not compile fails here, not on a user's first call.
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp } from './helpers/fixtureApp';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(fixtureApp);
});
afterAll(async () => {
  await t?.close();
});

/** Routes whose success answer is not a JSON document a schema could describe, by method and URL pattern, each with its reason. */
const WITHOUT_RESPONSE_SCHEMA: ReadonlyArray<readonly [RegExp, string]> = [
  [/^GET \/api\/modulos\/\w+\/exportar\/:formato$/, 'a file download (CSV or XLSX), streamed'],
  [/^GET \/api\/reportes\/tarjetas\/exportar\/:formato$/, 'a file download (CSV or XLSX), streamed'],
  [/^GET \/api\/(logos|archivos)\/:id$/, 'a stored file, streamed with its own content type'],
  [/^DELETE \/api\/admin\/modulos\/:modulo\/combos\/:combo\/valores\/:id$/, 'no success: combo values are never deleted (always 405)'],
];

const exempt = (key: string) => WITHOUT_RESPONSE_SCHEMA.some(([pattern]) => pattern.test(key));

const apiRoutes = () => t.app.routeList.filter((route) => route.url.startsWith('/api/') && [route.method].flat().some((m) => m !== 'HEAD'));
const nameOf = (route: { method: string | readonly string[]; url: string }) => `${[route.method].flat().join(',')} ${route.url}`;

describe('response schemas (issue 20)', () => {
  it('every /api route declares the answer of its success', () => {
    const missing = apiRoutes()
      .filter((route) => !route.hidden && !Object.keys(route.response).some((code) => /^2(\d\d|xx)$/.test(code)))
      .map(nameOf)
      .filter((key) => !exempt(key));
    expect(missing).toEqual([]);
  });

  it('the exceptions name only routes that exist and lack a response schema', () => {
    const lacking = apiRoutes()
      .filter((route) => !Object.keys(route.response).length)
      .map(nameOf);
    expect(WITHOUT_RESPONSE_SCHEMA.filter(([pattern]) => !lacking.some((key) => pattern.test(key))).map(([pattern]) => String(pattern))).toEqual([]);
  });

  it('every response schema of every route compiles, its shared references resolved', () => {
    const compile = SerializerSelector()(t.app.getSchemas(), {});
    const failures: string[] = [];
    for (const route of t.app.routeList) {
      for (const [httpStatus, schema] of Object.entries(route.response)) {
        try {
          compile({ schema, method: String(route.method), url: route.url, httpStatus });
        } catch (error) {
          failures.push(`${nameOf(route)} ${httpStatus}: ${(error as Error).message}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
