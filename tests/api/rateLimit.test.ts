/**
 * The request limit per client address guards the API and the sign-in. (The client's files are not
 * limited: the e2e suite, which loads every screen's chunks from one address, meets it otherwise.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ appOptions: { rateLimitPerMinute: 3 } });
});
afterAll(async () => {
  await t?.close();
});

describe('rate limit (RATE_LIMIT_PER_MINUTE)', () => {
  it('answers the API 429 in Spanish past the limit', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.app.inject({ method: 'GET', url: '/api/public/config' })).statusCode);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    const refused = await t.app.inject({ method: 'GET', url: '/api/public/config' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.codigo).toBe('demasiadas_solicitudes');
  });
});
