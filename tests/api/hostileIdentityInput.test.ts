/**
 * Hostile input at the login form and the token endpoint (issue 10, defect 4): a NUL or another
 * control character is a Spanish 400 login page, and the token endpoint answers the OAuth error
 * body of RFC 6749 §5.2, never a 500 `server_error`.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../engine/core/messages';
import { oidcFlow, postLogin } from './helpers/oidcFlow';
import { startTestApp, type TestApp } from './helpers/testApp';

const CLIENT = { issuer: 'http://localhost:8080/oauth/v2', clientId: 'backoffice-web', redirectUri: 'http://localhost:8080/callback' };
const { openLoginPage } = oidcFlow(CLIENT);

let app: TestApp;
let server: { origin: string };

beforeAll(async () => {
  app = await startTestApp();
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  server = { origin: `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}` };
});
afterAll(async () => {
  await app?.close();
});

const loginPage = () => openLoginPage(server);

const token = (fields: Record<string, string>) => fetch(`${server.origin}/oauth/v2/token`, { method: 'POST', body: new URLSearchParams(fields) });

describe('login form', () => {
  it.each([
    ['a NUL in the username', { username: 'admin\u0000', password: 'demo' }],
    ['a control character in the username', { username: 'admin\u001b', password: 'demo' }],
    ['a NUL in the password', { username: 'admin', password: 'de\u0000mo' }],
  ])('answers %s with the login page and a Spanish 400', async (_case, fields) => {
    const { browser, loginPath } = await loginPage();
    const res = await postLogin(browser, server, loginPath, fields);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(t('session.loginInvalidCharacters'));
    expect(html).toContain('name="password"');
    expect(html).not.toContain('\u0000');
    // The same interaction still signs in with the right credentials.
    expect((await postLogin(browser, server, loginPath, { username: 'admin', password: 'demo' })).status).toBe(303);
  });
});

describe('token endpoint', () => {
  it('answers a NUL refresh token with 400 invalid_grant', async () => {
    const res = await token({ grant_type: 'refresh_token', refresh_token: '\u0000', client_id: CLIENT.clientId });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers a NUL client id with invalid_client (RFC 6749 §5.2), not a 500', async () => {
    const res = await token({ grant_type: 'refresh_token', refresh_token: 'x', client_id: '\u0000' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('answers a NUL authorization code with 400 invalid_grant', async () => {
    const res = await token({
      grant_type: 'authorization_code',
      code: 'a\u0000',
      client_id: CLIENT.clientId,
      redirect_uri: CLIENT.redirectUri,
      code_verifier: 'v'.repeat(43),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('shows the Spanish error page, not a 500, for an authorization request with a NUL client id', async () => {
    const res = await fetch(`${server.origin}/oauth/v2/auth?client_id=%00&response_type=code&scope=openid`, { redirect: 'manual' });
    expect(res.status).toBeLessThan(500);
    expect(res.status).toBeGreaterThanOrEqual(400);
  });
});
