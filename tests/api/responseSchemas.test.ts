/**
 * Response schemas (issue 20). The serializers compile on a route's first answer
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

const nameOf = (route: { method: string | readonly string[]; url: string }) => `${[route.method].flat().join(',')} ${route.url}`;

describe('response schemas (issue 20)', () => {
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
