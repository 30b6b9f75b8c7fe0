import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { compiledOnFirstCall, installValidatorCompiler } from './validatorCompiler';

describe('route validators compiled on their first call', () => {
  it('compile once, on the first call, and answer with the errors of a refusal', () => {
    let compiles = 0;
    const validate = compiledOnFirstCall(() => {
      compiles++;
      const check = (data: unknown) => {
        check.errors = data === 1 ? null : [{ keyword: 'const' } as never];
        return data === 1;
      };
      check.errors = null as unknown[] | null;
      return check as never;
    });
    expect(compiles).toBe(0);
    expect(validate(2)).toBe(false);
    expect(validate.errors).toHaveLength(1);
    expect(validate(1)).toBe(true);
    expect(validate.errors).toBeNull();
    expect(compiles).toBe(1);
  });

  it('routes with equal schemas share one validator, and a refused body still gets the 400 with its errors', async () => {
    const app = Fastify();
    installValidatorCompiler(app);
    const schema = { body: { type: 'object', required: ['n'], properties: { n: { type: 'integer', minimum: 1 } }, additionalProperties: false } };
    app.post('/a', { schema }, async () => ({ ok: true }));
    app.post('/b', { schema: structuredClone(schema) }, async () => ({ ok: true }));
    await app.ready();
    expect((await app.inject({ method: 'POST', url: '/a', payload: { n: 2 } })).statusCode).toBe(200);
    const refused = await app.inject({ method: 'POST', url: '/b', payload: { n: 0 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/n/);
    expect((await app.inject({ method: 'POST', url: '/b', payload: {} })).statusCode).toBe(400);
    await app.close();
  });
});
