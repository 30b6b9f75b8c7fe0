/**
 * The OpenAPI document is a usable contract (issue 10): Redocly's recommended lint has no error and
 * only the warnings justified in docs/decisions.md; every operation is named and describes its
 * errors with the one error shape; and every documented operation, called without a token, answers
 * as declared — 401 in the documented shape where a bearer is declared, not 401 where it is public.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp } from './helpers/fixtureApp';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let document: Record<string, any>;
beforeAll(async () => {
  t = await startTestApp(fixtureApp);
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(async () => {
  await t?.close();
});

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const operations = () =>
  Object.entries(document.paths as Record<string, Record<string, any>>).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ path, method, operation: item[method] })),
  );

/** Warnings that stay, each justified in docs/decisions.md ("OpenAPI lint"). */
const JUSTIFIED_WARNINGS = new Set(['info-license-strict', 'no-server-example.com']);

describe('OpenAPI document (issue 10)', () => {
  it("passes Redocly's recommended lint: no error, only the justified warnings", async () => {
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    expect(problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(problems.filter((p) => !JUSTIFIED_WARNINGS.has(p.ruleId)).map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  });

  it('names every operation uniquely and documents its 4xx answers with the one error shape', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.servers).toHaveLength(1);
    for (const { operation } of operations()) {
      const errors = Object.keys(operation.responses).filter((code) => code.startsWith('4'));
      expect(errors.length).toBeGreaterThan(0);
      for (const code of errors) expect(operation.responses[code]).toEqual({ $ref: `#/components/responses/Error${code}` });
    }
    expect(document.components.responses.Error404.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
  });

  it('documents the export as one literal path per format, not beside …/{id}/historial', () => {
    expect(document.paths['/api/modulos/banco/exportar/csv']?.get).toBeDefined();
    expect(document.paths['/api/modulos/banco/exportar/xlsx']?.get).toBeDefined();
    expect(Object.keys(document.paths).filter((p) => p.includes('{formato}'))).toEqual([]);
  });

  it('declares the public operations with security: [] and every other one with the bearer', () => {
    const publicOps = operations()
      .filter(({ operation }) => Array.isArray(operation.security) && operation.security.length === 0)
      .map(({ path }) => path);
    expect(publicOps.sort()).toEqual(['/api/public/config', '/api/token/verificaAutorizacion/{token}', '/api/token_crm/verificaAutorizacion/{token}']);
    expect(document.security).toEqual([{ bearer: [] }]);
  });

  it('every documented operation answers without a token as it declares', async () => {
    const sample: Record<string, string> = { id: '1', campo: 'vigente', token: 'demo-expirado', combo: 'paises' };
    for (const { path, method, operation } of operations()) {
      const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => sample[name] ?? 'x');
      const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url, ...(method === 'get' ? {} : { payload: {} }) });
      const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
      if (isPublic) {
        expect(res.statusCode, `${method} ${path}`).not.toBe(401);
        expect(Object.keys(operation.responses), `${method} ${path}`).toContain(String(res.statusCode));
      } else {
        expect(res.statusCode, `${method} ${path}`).toBe(401);
        expect(res.json(), `${method} ${path}`).toEqual({ error: { codigo: 'no_autenticado', mensaje: 'Error con credenciales de logueo' } });
      }
    }
  });
});
