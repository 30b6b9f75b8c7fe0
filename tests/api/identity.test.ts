/**
 * The embedded OpenID Connect provider end to end, over real HTTP with cookies: discovery, the
 * authorization code + PKCE flow through the Spanish login page, token checks, two server
 * processes on one database, logout, the brute-force brake, escaping and the cleanup of expired
 * provider data.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { t } from '../../engine/core/messages';
import type { OpenedDatabase } from '../../server/db/openDatabase';
import { createEmbeddedIdentity } from '../../server/identity/embedded';
import { hashPassword } from '../../server/identity/passwords';
import { OidcPayloadAdapter } from '../../server/identity/payloadAdapter';
import type { IdentityService } from '../../server/identity/types';
import { Browser, formOf, loginPathOf, oidcFlow, postLogin } from './helpers/oidcFlow';
import { openTestDatabase, type TestDatabase } from './helpers/testDatabase';

const ISSUER = 'http://localhost:8080/oauth/v2';
const CLIENT_ID = 'backoffice-web';
// The app is "elsewhere": the test stops following redirects when they leave the server.
const REDIRECT_URI = 'http://localhost:5173/callback';
const POST_LOGOUT_URI = 'http://localhost:5173/';
const PASSWORD = 'Clave-segura-1';

interface Server {
  readonly app: FastifyInstance;
  readonly identity: IdentityService;
  readonly origin: string;
}

function newIdentity(db: OpenedDatabase['db']): IdentityService {
  return createEmbeddedIdentity({
    db,
    issuer: ISSUER,
    clientId: CLIENT_ID,
    redirectUris: [REDIRECT_URI],
    postLogoutRedirectUris: [POST_LOGOUT_URI],
  });
}

/** One "server process": its own identity service and Fastify app, listening on a free port. */
async function startServer(db: OpenedDatabase['db']): Promise<Server> {
  const identity = newIdentity(db);
  const app = fastify();
  await identity.register(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, identity, origin: `http://127.0.0.1:${port}` };
}

async function addUser(db: OpenedDatabase['db'], username: string, options: { active?: boolean; password?: string | null } = {}): Promise<number> {
  const password = options.password === undefined ? PASSWORD : options.password;
  const row = await db
    .insertInto('users')
    .values({
      username,
      nombre: `Nombre de ${username}`,
      password_hash: password === null ? null : await hashPassword(password),
      vigente: options.active ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const { startAuthorization, codeAfterLogin, exchangeCode, signIn } = oidcFlow({ issuer: ISSUER, clientId: CLIENT_ID, redirectUri: REDIRECT_URI });

describe('embedded identity provider', () => {
  let database: TestDatabase;
  let server: Server;
  let userId: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    userId = await addUser(database.db, 'ana');
    server = await startServer(database.db);
  });

  afterAll(async () => {
    await server?.app.close();
    await database?.close();
  });

  it('SES-21 / SES-OP06 publishes a discovery document whose endpoints are all under /oauth/v2 (auth, token), authorization code + PKCE only', async () => {
    const response = await server.app.inject({ url: '/oauth/v2/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(200);
    const discovery = response.json() as Record<string, unknown>;
    expect(discovery.issuer).toBe(ISSUER);
    const paths = Object.fromEntries(
      ['authorization_endpoint', 'token_endpoint', 'end_session_endpoint', 'jwks_uri', 'userinfo_endpoint'].map((key) => [
        key,
        new URL(String(discovery[key])).pathname,
      ]),
    );
    expect(paths).toEqual({
      authorization_endpoint: '/oauth/v2/auth',
      token_endpoint: '/oauth/v2/token',
      end_session_endpoint: '/oauth/v2/session/end',
      jwks_uri: '/oauth/v2/jwks',
      userinfo_endpoint: '/oauth/v2/me',
    });
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('gives the browser app its authority, client id and scope', () => {
    expect(server.identity.clientConfig).toEqual({ authority: ISSUER, clientId: CLIENT_ID, scope: 'openid profile' });
  });

  it('SES-12 signs a user in with authorization code + PKCE (code at /oauth/v2/auth, token from /oauth/v2/token), after a wrong password, and the access token resolves to that user', async () => {
    const browser = new Browser();
    const { response, verifier, state } = await startAuthorization(browser, server);
    const loginPath = loginPathOf(response);

    const page = await browser.request(`${server.origin}${loginPath}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<label for="username">Usuario</label>');
    expect(html).toContain('<label for="password">Contraseña</label>');
    expect(html).toMatch(/<button type="submit">Ingresar<\/button>/);
    expect(html).toMatch(/<input id="username"[^>]*autofocus/);
    expect(html).not.toMatch(/<script/);
    expect(html).not.toMatch(/\sstyle=/);

    const wrong = await postLogin(browser, server, loginPath, { username: 'ana', password: 'otra-clave' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('location')).toBeNull();
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain(t('session.loginFailed'));
    expect(wrongHtml).toContain('value="ana"');

    const right = await postLogin(browser, server, loginPath, { username: 'ana', password: PASSWORD });
    const code = await codeAfterLogin(browser, server, right, state);
    const tokens = await exchangeCode(server, code, verifier);
    expect(tokens.status).toBe(200);
    const body = (await tokens.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ token_type: 'Bearer', scope: 'openid profile' });
    expect(body.expires_in).toBeGreaterThan(3500);
    expect(body.expires_in).toBeLessThanOrEqual(3600);
    expect(typeof body.id_token).toBe('string');
    expect(typeof body.refresh_token).toBe('string');

    expect(await server.identity.verifyAccessToken(String(body.access_token))).toEqual({ userId, validUntil: expect.any(Number) });

    const me = await fetch(`${server.origin}/oauth/v2/me`, { headers: { authorization: `Bearer ${String(body.access_token)}` } });
    expect(await me.json()).toEqual({ sub: String(userId), name: 'Nombre de ana', preferred_username: 'ana' });
  });

  it('does not give tokens for a code presented without its PKCE verifier', async () => {
    const browser = new Browser();
    const { response, state } = await startAuthorization(browser, server);
    const login = await postLogin(browser, server, loginPathOf(response), { username: 'ana', password: PASSWORD });
    const code = await codeAfterLogin(browser, server, login, state);
    const tokens = await exchangeCode(server, code, randomBytes(32).toString('base64url'));
    expect(tokens.status).toBe(400);
    expect(await tokens.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses an authorization request without a PKCE challenge', async () => {
    const query = new URLSearchParams({ client_id: CLIENT_ID, response_type: 'code', scope: 'openid', redirect_uri: REDIRECT_URI, state: 'x' });
    const response = await fetch(`${server.origin}/oauth/v2/auth?${query}`, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('answers null for a garbage token and for an expired one', async () => {
    expect(await server.identity.verifyAccessToken('no-es-un-token-valido-para-nada')).toBeNull();
    expect(await server.identity.verifyAccessToken('')).toBeNull();
    // Lifetimes count in whole seconds from the issuing second: a 3 s token is valid for at least
    // 2 s (a 1 s token issued at x.999 expired a millisecond later on a loaded CI machine).
    const shortLived = await server.identity.issueAccessToken(userId, 3);
    expect(await server.identity.verifyAccessToken(shortLived)).toEqual({ userId, validUntil: expect.any(Number) });
    await expect.poll(() => server.identity.verifyAccessToken(shortLived), { timeout: 10_000, interval: 200 }).toBeNull();
  });

  it('issues tokens only for active users', async () => {
    const inactiveId = await addUser(database.db, 'inactiva', { active: false });
    await expect(server.identity.issueAccessToken(inactiveId)).rejects.toThrow(/inactivo/);
    await expect(server.identity.issueAccessToken(userId, 0)).rejects.toThrow(RangeError);
  });

  it('keeps the login page for inactive users and users without a password', async () => {
    await addUser(database.db, 'baja', { active: false });
    await addUser(database.db, 'sinclave', { password: null });
    for (const [username, password] of [
      ['baja', PASSWORD],
      ['sinclave', ''],
      ['sinclave', PASSWORD],
    ]) {
      const browser = new Browser();
      const { response } = await startAuthorization(browser, server);
      const login = await postLogin(browser, server, loginPathOf(response), { username, password });
      expect(login.status).toBeGreaterThanOrEqual(400);
      expect(login.headers.get('location')).toBeNull();
    }
  });

  it('asks for both fields when one is empty', async () => {
    const browser = new Browser();
    const { response } = await startAuthorization(browser, server);
    const login = await postLogin(browser, server, loginPathOf(response), { username: 'ana', password: '' });
    expect(login.status).toBe(400);
    const html = await login.text();
    expect(html).toContain(t('session.loginMissing'));
    expect(html).toContain('value="ana"');
  });

  it('after 3 failures of one username at one address, the next attempt there waits (429 page, Retry-After) and other users are not affected (full throttling in loginThrottle.test.ts)', async () => {
    await addUser(database.db, 'bruno');
    const browser = new Browser();
    const { response } = await startAuthorization(browser, server);
    const loginPath = loginPathOf(response);
    for (let attempt = 1; attempt <= 3; attempt++) {
      const failed = await postLogin(browser, server, loginPath, { username: 'bruno', password: `mal-${attempt}` });
      expect(failed.status).toBe(401);
      expect(await failed.text()).toContain(t('session.loginFailed'));
    }
    const held = await postLogin(browser, server, loginPath, { username: 'bruno', password: PASSWORD });
    expect(held.status).toBe(429);
    expect(held.headers.get('location')).toBeNull();
    expect(held.headers.get('retry-after')).toBe('2');
    expect(await held.text()).toContain(t('session.loginLocked', { seconds: 2 }));

    // Other users are not affected by bruno's wait.
    const other = await postLogin(browser, server, loginPath, { username: 'ana', password: PASSWORD });
    expect(other.status).toBe(303);
  });

  it('escapes a hostile username when the page is shown again', async () => {
    const browser = new Browser();
    const { response } = await startAuthorization(browser, server);
    const hostile = '"><script>alert(1)</script>';
    const login = await postLogin(browser, server, loginPathOf(response), { username: hostile, password: 'x' });
    expect(login.status).toBe(401);
    const html = await login.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('shows a Spanish 400 page for an unknown or expired interaction, and for a post without the interaction cookie', async () => {
    const unknown = await fetch(`${server.origin}/ingresar/no-existe-esta-interaccion`);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('La solicitud de ingreso expiró o ya fue utilizada');

    // A cross-site post: right uid and credentials, but without the browser's interaction cookie.
    const browser = new Browser();
    const { response } = await startAuthorization(browser, server);
    const forged = await fetch(`${server.origin}${loginPathOf(response)}`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'ana', password: PASSWORD }),
      redirect: 'manual',
    });
    expect(forged.status).toBe(400);
    expect(forged.headers.get('location')).toBeNull();
  });

  it('does not accept the interaction cookie of one login for another login page', async () => {
    const browser = new Browser();
    const first = loginPathOf((await startAuthorization(browser, server)).response);
    const other = new Browser();
    const second = loginPathOf((await startAuthorization(other, server)).response);
    expect(second).not.toBe(first);
    // The first browser's (valid, signed) interaction cookie, presented at the other login page.
    const cookieHeader = browser.cookieHeaderFor(first);
    expect(cookieHeader).toContain('_interaction.sig=');
    expect((await fetch(`${server.origin}${first}`, { headers: { cookie: cookieHeader } })).status).toBe(200);
    const crossed = await fetch(`${server.origin}${second}`, { headers: { cookie: cookieHeader } });
    expect(crossed.status).toBe(400);
    const crossedPost = await fetch(`${server.origin}${second}`, {
      method: 'POST',
      headers: { cookie: cookieHeader },
      body: new URLSearchParams({ username: 'ana', password: PASSWORD }),
      redirect: 'manual',
    });
    expect(crossedPost.status).toBe(400);
  });

  it('sends security headers with the provider answers and the login page', async () => {
    const browser = new Browser();
    const { response } = await startAuthorization(browser, server);
    const page = await browser.request(`${server.origin}${loginPathOf(response)}`);
    for (const answer of [response, page, await fetch(`${server.origin}/oauth/v2/jwks`)]) {
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    }
    expect(page.headers.get('cache-control')).toBe('no-store');
  });

  it('serves the login stylesheet and the logout auto-submit script', async () => {
    const css = await server.app.inject({ url: '/oauth/assets/login.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.body).toContain('.card');
    const script = await server.app.inject({ url: '/oauth/assets/autosubmit.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain("getElementById('op.logoutForm')");
    expect(script.body).toContain('submit()');
  });

  it("SES-07 / SES-20 ends the session on logout (the spec's logout/{token} is the provider's session end, no token in the URL): tokens stop working and the next sign-in asks for the password again", async () => {
    const browser = new Browser();
    const tokens = await signIn(browser, server, 'ana', PASSWORD);
    expect(await server.identity.verifyAccessToken(tokens.accessToken)).toEqual({ userId, validUntil: expect.any(Number) });

    // While the session lasts, a new authorization goes straight back to the app.
    const silent = await startAuthorization(browser, server);
    expect(silent.response.status).toBe(303);
    expect(new URL(silent.response.headers.get('location')!).searchParams.get('code')).toBeTruthy();

    const logoutQuery = new URLSearchParams({ client_id: CLIENT_ID, post_logout_redirect_uri: POST_LOGOUT_URI, id_token_hint: tokens.idToken, state: 'fin' });
    const confirm = await browser.request(`${server.origin}/oauth/v2/session/end?${logoutQuery}`);
    expect(confirm.status).toBe(200);
    const html = await confirm.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<script src="/oauth/assets/autosubmit.js" defer></script>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script
    expect(html).toContain('id="op.logoutForm"');

    // What autosubmit.js does: submit the provider's form as it is.
    const { action, fields } = formOf(html);
    expect(fields.get('logout')).toBe('yes');
    expect(fields.get('xsrf')).toBeTruthy();
    const done = await browser.request(new URL(action, server.origin).href, { method: 'POST', body: fields });
    expect(done.status).toBe(303);
    const landing = new URL(done.headers.get('location')!);
    expect(`${landing.origin}${landing.pathname}`).toBe(POST_LOGOUT_URI);
    expect(landing.searchParams.get('state')).toBe('fin');

    expect(await server.identity.verifyAccessToken(tokens.accessToken)).toBeNull();
    const refreshed = await fetch(`${server.origin}/oauth/v2/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken, client_id: CLIENT_ID }),
    });
    expect(refreshed.status).toBe(400);

    const again = await startAuthorization(browser, server);
    loginPathOf(again.response);
  });

  it('never shows a consent screen: a request that needs consent is granted without asking', async () => {
    const browser = new Browser();
    await signIn(browser, server, 'ana', PASSWORD);
    const { response, state } = await startAuthorization(browser, server, { prompt: 'consent' });
    const consentPath = loginPathOf(response);
    const answer = await browser.request(`${server.origin}${consentPath}`);
    expect(answer.status).toBe(303);
    await codeAfterLogin(browser, server, answer, state);
  });

  it('lets the browser app call the token endpoint from its own origin only (CORS)', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.origin}/oauth/v2/token`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const own = await preflight('http://localhost:5173');
    expect(own.status).toBe(204);
    expect(own.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const token = await fetch(`${server.origin}/oauth/v2/token`, {
      method: 'POST',
      headers: { origin: 'http://evil.example' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: 'x', client_id: CLIENT_ID, code_verifier: 'y' }),
    });
    expect(token.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('renews the access token with the refresh token while the session lasts', async () => {
    const browser = new Browser();
    const tokens = await signIn(browser, server, 'ana', PASSWORD);
    const refreshed = await fetch(`${server.origin}/oauth/v2/token`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken, client_id: CLIENT_ID }),
    });
    expect(refreshed.status).toBe(200);
    const body = (await refreshed.json()) as { access_token: string; refresh_token: string };
    expect(body.access_token).not.toBe(tokens.accessToken);
    expect(body.refresh_token).not.toBe(tokens.refreshToken); // rotated
    expect(await server.identity.verifyAccessToken(body.access_token)).toEqual({ userId, validUntil: expect.any(Number) });
  });
});

describe('embedded identity provider in two server processes on one database', () => {
  let database: TestDatabase;
  let secondConnection: OpenedDatabase;
  let first: Server;
  let second: Server;
  let userId: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    secondConnection = await database.connectAgain();
    userId = await addUser(database.db, 'carla');
    // Both start at once on a database without keys: they must end up with the same ones.
    [first, second] = await Promise.all([startServer(database.db), startServer(secondConnection.db)]);
  });

  afterAll(async () => {
    await first?.app.close();
    await second?.app.close();
    await secondConnection?.close();
    await database?.close();
  });

  it('publishes the same signing keys from both processes', async () => {
    const [a, b] = await Promise.all([fetch(`${first.origin}/oauth/v2/jwks`), fetch(`${second.origin}/oauth/v2/jwks`)]);
    const [jwksA, jwksB] = (await Promise.all([a.json(), b.json()])) as Array<{ keys: Array<Record<string, unknown>> }>;
    expect(jwksA.keys.length).toBeGreaterThan(0);
    expect(jwksA).toEqual(jwksB);
    expect(jwksA.keys.every((key) => !('d' in key))).toBe(true); // public halves only
    const stored = await database.db.selectFrom('server_keys').select('name').orderBy('name').execute();
    expect(stored.map((row) => row.name)).toEqual(['oidc.cookie_keys', 'oidc.signing_jwks']);
  });

  it('accepts on one process a token issued by the other', async () => {
    const token = await first.identity.issueAccessToken(userId);
    expect(await second.identity.verifyAccessToken(token)).toEqual({ userId, validUntil: expect.any(Number) });
    const back = await second.identity.issueAccessToken(userId);
    expect(await first.identity.verifyAccessToken(back)).toEqual({ userId, validUntil: expect.any(Number) });
  });

  it('finishes on one process a sign-in started on the other', async () => {
    const browser = new Browser();
    const { response, verifier, state } = await startAuthorization(browser, first);
    const login = await postLogin(browser, second, loginPathOf(response), { username: 'carla', password: PASSWORD });
    const code = await codeAfterLogin(browser, second, login, state);
    const tokens = await exchangeCode(second, code, verifier);
    expect(tokens.status).toBe(200);
    const { access_token } = (await tokens.json()) as { access_token: string };
    expect(await first.identity.verifyAccessToken(access_token)).toEqual({ userId, validUntil: expect.any(Number) });
  });
});

describe('embedded identity provider: cleanup of expired provider data', () => {
  let database: TestDatabase;
  let tokens: OidcPayloadAdapter;

  beforeAll(async () => {
    database = await openTestDatabase();
    tokens = new OidcPayloadAdapter(database.db, 'AccessToken');
  });

  afterAll(async () => {
    await database?.close();
  });

  /** Stores a row and moves its expiry into the past (the database clock decides). */
  async function addExpired(id: string): Promise<void> {
    await tokens.upsert(id, { jti: id }, 60);
    await database.db
      .updateTable('oidc_payloads')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', id)
      .execute();
  }

  async function stored(ids: string[]): Promise<string[]> {
    const rows = await database.db.selectFrom('oidc_payloads').select('id').where('id', 'in', ids).execute();
    return rows.map((row) => row.id).sort();
  }

  it('deletes expired rows when registered and then at every interval, and stops when the app closes', async () => {
    await addExpired('vencido-1');
    await tokens.upsert('vigente-1', { jti: 'vigente-1' }, 3600);
    const identity = createEmbeddedIdentity({
      db: database.db,
      issuer: ISSUER,
      clientId: CLIENT_ID,
      redirectUris: [REDIRECT_URI],
      postLogoutRedirectUris: [POST_LOGOUT_URI],
      cleanupIntervalMs: 100,
    });
    const app = fastify();
    try {
      await identity.register(app);
      expect(await stored(['vencido-1', 'vigente-1'])).toEqual(['vigente-1']);

      await addExpired('vencido-2');
      await vi.waitFor(async () => expect(await stored(['vencido-2'])).toEqual([]), { timeout: 5000, interval: 50 });
    } finally {
      await app.close();
    }

    // Closed: the timer is gone (nothing keeps running after the app, nothing touches the database).
    await addExpired('vencido-3');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await stored(['vencido-3', 'vigente-1'])).toEqual(['vencido-3', 'vigente-1']);
  });

  it('refuses a cleanup interval that is not a positive number of milliseconds', () => {
    const options = { db: database.db, issuer: ISSUER, redirectUris: [REDIRECT_URI], postLogoutRedirectUris: [POST_LOGOUT_URI] };
    for (const cleanupIntervalMs of [0, -1, 1.5, Number.NaN, 2 ** 31]) {
      expect(() => createEmbeddedIdentity({ ...options, cleanupIntervalMs })).toThrow(RangeError);
    }
  });
});
