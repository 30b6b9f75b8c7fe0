/**
 * The browser side of signing in at the embedded OpenID Connect provider, over real HTTP: a minimal
 * cookie-keeping browser and the authorization code + PKCE steps of the browser app (authorize,
 * login form, redirect back with the code, code for tokens). Used by the identity API tests and by
 * the process tests against real server processes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';

/** The browser app as registered at the provider. */
export interface OidcClient {
  /** e.g. `http://localhost:8080/oauth/v2`; the `iss` the app expects back with the code. */
  readonly issuer: string;
  readonly clientId: string;
  /** Where the app receives the code, e.g. `http://localhost:8080/callback`. */
  readonly redirectUri: string;
  /** Default `openid profile`. */
  readonly scope?: string;
}

/** A server to talk to: its own address (not necessarily the issuer's, e.g. behind a load balancer). */
export interface Target {
  readonly origin: string;
}

/** A minimal browser: a cookie jar (by name and path; all servers here share the host) and fetch. */
export class Browser {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  /** The Cookie header this browser sends to a path. */
  cookieHeaderFor(pathname: string): string {
    return [...this.cookies]
      .filter(([, c]) => c.path === '/' || pathname === c.path || pathname.startsWith(`${c.path}/`))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const cookie = this.cookieHeaderFor(target.pathname);
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.store(line);
    return response;
  }

  /**
   * Follows redirects with GET while they stay on the servers (127.0.0.1); returns the first answer
   * that is not one, or the redirect that leaves them or lands on `stopAt` (the app's callback).
   */
  async follow(response: Response, from: string, stopAt?: string): Promise<{ response: Response; url: string }> {
    let url = from;
    while (response.status >= 300 && response.status < 400) {
      const next = new URL(response.headers.get('location')!, url);
      if (stopAt && `${next.origin}${next.pathname}` === stopAt) return { response, url: next.href };
      if (next.origin !== new URL(url).origin && !next.origin.startsWith('http://127.0.0.1:')) return { response, url: next.href };
      url = next.href;
      response = await this.request(url);
    }
    return { response, url };
  }

  private store(line: string): void {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    let path = '/';
    let expired = value === '';
    for (const attribute of attributes) {
      const [key, attributeValue = ''] = attribute.split('=');
      if (key.toLowerCase() === 'path') path = attributeValue;
      if (key.toLowerCase() === 'expires' && Date.parse(attributeValue) <= Date.now()) expired = true;
      if (key.toLowerCase() === 'max-age' && Number(attributeValue) <= 0) expired = true;
    }
    if (expired) this.cookies.delete(name);
    else this.cookies.set(name, { value, path });
  }
}

export interface AuthorizationStart {
  readonly response: Response;
  readonly verifier: string;
  readonly state: string;
}

export interface SignedIn {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly idToken: string;
}

/** The login page path the authorization request was sent to. */
export function loginPathOf(response: Response): string {
  expect(response.status).toBe(303);
  const location = response.headers.get('location') ?? '';
  expect(location).toMatch(/^\/ingresar\/[A-Za-z0-9_-]+$/);
  return location;
}

/** Submits the login form of a login page. */
export function postLogin(browser: Browser, server: Target, loginPath: string, fields: Record<string, string>): Promise<Response> {
  return browser.request(`${server.origin}${loginPath}`, { method: 'POST', body: new URLSearchParams(fields) });
}

/** The hidden inputs and action of the first form of a page, as a browser would submit it. */
export function formOf(html: string): { action: string; fields: URLSearchParams } {
  const form = /<form\b[^>]*\baction="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  expect(form).not.toBeNull();
  const fields = new URLSearchParams();
  for (const input of form![2].matchAll(/<input\b[^>]*\bname="([^"]+)"[^>]*\bvalue="([^"]*)"/g)) fields.append(input[1], input[2]);
  return { action: form![1].replace(/&amp;/g, '&'), fields };
}

/** The steps of the browser app's sign-in for one registered client. */
export function oidcFlow(client: OidcClient) {
  const scope = client.scope ?? 'openid profile';

  /** Sends the browser to the authorization endpoint with a fresh PKCE verifier and state. */
  async function startAuthorization(browser: Browser, server: Target, extra: Record<string, string> = {}): Promise<AuthorizationStart> {
    const verifier = randomBytes(32).toString('base64url');
    const state = randomBytes(8).toString('base64url');
    const query = new URLSearchParams({
      client_id: client.clientId,
      response_type: 'code',
      scope,
      redirect_uri: client.redirectUri,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state,
      nonce: randomBytes(8).toString('base64url'),
      ...extra,
    });
    const response = await browser.request(`${server.origin}/oauth/v2/auth?${query}`);
    return { response, verifier, state };
  }

  /** The `code` the app receives at its redirect URI after a successful login (following the redirects). */
  async function codeAfterLogin(browser: Browser, server: Target, loginResponse: Response, state: string): Promise<string> {
    expect(loginResponse.status).toBe(303);
    const { url } = await browser.follow(loginResponse, `${server.origin}/ingresar`, client.redirectUri);
    const callback = new URL(url);
    expect(`${callback.origin}${callback.pathname}`).toBe(client.redirectUri);
    expect(callback.searchParams.get('state')).toBe(state);
    expect(callback.searchParams.get('iss')).toBe(client.issuer);
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();
    return code!;
  }

  /** The app's token request for a code. */
  function exchangeCode(server: Target, code: string, verifier: string): Promise<Response> {
    return fetch(`${server.origin}/oauth/v2/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: client.redirectUri,
        client_id: client.clientId,
        code_verifier: verifier,
      }),
    });
  }

  /** The whole sign-in as the browser app does it; returns the tokens. */
  async function signIn(browser: Browser, server: Target, username: string, password: string): Promise<SignedIn> {
    const { response, verifier, state } = await startAuthorization(browser, server);
    const login = await postLogin(browser, server, loginPathOf(response), { username, password });
    const code = await codeAfterLogin(browser, server, login, state);
    const tokens = await exchangeCode(server, code, verifier);
    expect(tokens.status).toBe(200);
    const body = (await tokens.json()) as { access_token: string; refresh_token: string; id_token: string };
    return { accessToken: body.access_token, refreshToken: body.refresh_token, idToken: body.id_token };
  }

  /** A fresh browser on the login page of a new authorization request. */
  async function openLoginPage(server: Target): Promise<{ browser: Browser; loginPath: string }> {
    const browser = new Browser();
    const { response } = await startAuthorization(browser, server);
    return { browser, loginPath: loginPathOf(response) };
  }

  return { startAuthorization, codeAfterLogin, exchangeCode, signIn, openLoginPage };
}
