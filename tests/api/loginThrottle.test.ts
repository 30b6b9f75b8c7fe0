/**
 * Login throttling (issue 10): failures slow the next attempt of the same username from the same
 * address with growing waits, and an address spraying many usernames; the right password from
 * another address is never held up (no lockout anyone can abuse). "Another address" is a real
 * second loopback address (127.0.0.2) as the server sees it.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/demoUsers';
import { type Browser, oidcFlow, postLogin } from './helpers/oidcFlow';
import { startTestApp, type TestApp } from './helpers/testApp';

const { openLoginPage } = oidcFlow({ issuer: 'http://localhost:8080/oauth/v2', clientId: 'backoffice-web', redirectUri: 'http://localhost:8080/callback' });

let app: TestApp;
let server: { origin: string; port: number };

beforeAll(async () => {
  app = await startTestApp();
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.app.server.address() as AddressInfo;
  server = { origin: `http://127.0.0.1:${port}`, port };
});
afterAll(async () => {
  await app?.close();
});

const loginPage = () => openLoginPage(server);

/** Posts the login form from another client address (127.0.0.2), with the browser's cookies. */
function postLoginFrom(localAddress: string, browser: Browser, loginPath: string, fields: Record<string, string>): Promise<{ status: number; body: string }> {
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        localAddress,
        method: 'POST',
        path: loginPath,
        headers: { cookie: browser.cookieHeaderFor(loginPath), 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const forget = () => app.db.deleteFrom('login_attempts').execute();
/** Moves every recorded failure `seconds` into the past, as if the user had waited. */
const waitSeconds = (seconds: number) =>
  app.db
    .updateTable('login_attempts')
    .set({ failed_at: sql`failed_at - make_interval(secs => ${seconds})` })
    .execute();

describe('login throttling', () => {
  it('slows one username at one address with growing waits (Retry-After), without checking the password meanwhile', async () => {
    await forget();
    const { browser, loginPath } = await loginPage();
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await postLogin(browser, server, loginPath, { username: 'staff', password: `mal-${attempt}` })).status).toBe(401);
    }
    const held = await postLogin(browser, server, loginPath, { username: 'staff', password: DEMO_PASSWORD });
    expect(held.status).toBe(429);
    expect(held.headers.get('retry-after')).toBe('2');
    expect(await held.text()).toContain('Demasiados intentos fallidos. Espere 2 segundos e intente nuevamente.');

    await waitSeconds(3);
    expect((await postLogin(browser, server, loginPath, { username: 'staff', password: 'mal-4' })).status).toBe(401);
    const longer = await postLogin(browser, server, loginPath, { username: 'staff', password: DEMO_PASSWORD });
    expect(longer.status).toBe(429);
    expect(longer.headers.get('retry-after')).toBe('4');

    await waitSeconds(5);
    expect((await postLogin(browser, server, loginPath, { username: 'staff', password: DEMO_PASSWORD })).status).toBe(303);
  });

  it('never holds the right password up from another address, whatever one address did to that username', async () => {
    await forget();
    const attacker = await loginPage();
    for (let attempt = 1; attempt <= 3; attempt++)
      await postLogin(attacker.browser, server, attacker.loginPath, { username: 'bancos', password: `mal-${attempt}` });
    expect((await postLogin(attacker.browser, server, attacker.loginPath, { username: 'bancos', password: `mal-4` })).status).toBe(429);

    const owner = await loginPage();
    const signedIn = await postLoginFrom('127.0.0.2', owner.browser, owner.loginPath, { username: 'bancos', password: DEMO_PASSWORD });
    expect(signedIn.status).toBe(303);
  });

  it('slows password spraying: one address failing on many usernames waits, another address does not', async () => {
    await forget();
    const sprayer = await loginPage();
    for (let i = 0; i < 10; i++) {
      const res = await postLogin(sprayer.browser, server, sprayer.loginPath, { username: `usuario${i}`, password: 'Verano2026' });
      expect(res.status, `usuario${i}`).toBe(401);
    }
    const eleventh = await postLogin(sprayer.browser, server, sprayer.loginPath, { username: 'usuario10', password: 'Verano2026' });
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('retry-after')).toBe('2');
    // Even a real user at the spraying address waits; the same user elsewhere does not.
    expect((await postLogin(sprayer.browser, server, sprayer.loginPath, { username: 'admin', password: DEMO_PASSWORD })).status).toBe(429);
    const elsewhere = await loginPage();
    expect((await postLoginFrom('127.0.0.2', elsewhere.browser, elsewhere.loginPath, { username: 'admin', password: DEMO_PASSWORD })).status).toBe(303);
  });

  it('forgets a username’s failures at an address after it signs in there, but not the address’s failures on other usernames', async () => {
    await forget();
    const { browser, loginPath } = await loginPage();
    for (let i = 0; i < 9; i++) await postLogin(browser, server, loginPath, { username: `otro${i}`, password: 'x' });
    await postLogin(browser, server, loginPath, { username: 'admin', password: 'mal' });
    expect((await postLogin(browser, server, loginPath, { username: 'admin', password: DEMO_PASSWORD })).status).toBe(429);
    await waitSeconds(3);
    expect((await postLogin(browser, server, loginPath, { username: 'admin', password: DEMO_PASSWORD })).status).toBe(303);
    const rows = await app.db.selectFrom('login_attempts').select('username').execute();
    expect(rows.map((r) => r.username).sort()).toEqual(Array.from({ length: 9 }, (_, i) => `otro${i}`).sort());
  });
});
