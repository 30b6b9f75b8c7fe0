/**
 * Signs a user in at a running server's embedded OpenID Connect provider exactly as the browser
 * app does (authorization code + PKCE through the login form) and returns the access token. No
 * back door: the token is the provider's own, for the app's registered client and callback.
 */
import { createHash, randomBytes } from 'node:crypto';

export class TokenRefused extends Error {}

/** The browser configuration the server publishes at /api/public/config. */
interface PublicConfig {
  readonly oidc: { readonly authority: string; readonly clientId: string; readonly scope: string };
  readonly demo: boolean;
}

/** Cookies by name (every cookie here is the server's own; paths are respected loosely). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

async function request(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar.header();
  if (cookie) headers.set('cookie', cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(response);
  return response;
}

async function publicConfig(server: string): Promise<PublicConfig> {
  let response: Response;
  try {
    response = await fetch(`${server}/api/public/config`);
  } catch {
    throw new TokenRefused(`No hay un servidor en ${server}: inícielo con npm start (o indique otro con --url).`);
  }
  if (!response.ok) throw new TokenRefused(`${server} no es el back-office (GET /api/public/config respondió ${response.status}).`);
  return (await response.json()) as PublicConfig;
}

/** The access token of `username` at the server at `server` (e.g. http://localhost:8080). */
export async function signIn(server: string, username: string, password: string): Promise<string> {
  const origin = new URL(server).origin;
  const config = await publicConfig(origin);
  if (!config.demo) throw new TokenRefused('El servidor no está en modo demo (NODE_ENV=production): npm run token no emite tokens en producción.');
  const issuer = new URL(config.oidc.authority);
  if (issuer.pathname.replace(/\/+$/, '') !== '/oauth/v2')
    throw new TokenRefused(`El servidor usa un proveedor de identidad externo (${config.oidc.authority}): pida el token a ese proveedor.`);
  // Requests go to the server given; the provider's answers name its public address (PUBLIC_URL).
  const here = (url: string) => `${origin}${new URL(url, issuer).pathname}${new URL(url, issuer).search}`;
  const redirectUri = `${issuer.origin}/callback`;
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('base64url');
  const jar = new CookieJar();
  const authorize = await request(
    jar,
    `${origin}/oauth/v2/auth?${new URLSearchParams({
      client_id: config.oidc.clientId,
      response_type: 'code',
      scope: config.oidc.scope,
      redirect_uri: redirectUri,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state,
      nonce: randomBytes(8).toString('base64url'),
    })}`,
  );
  const loginPage = authorize.headers.get('location');
  if (authorize.status !== 303 || !loginPage) throw new TokenRefused(`El proveedor no abrió el inicio de sesión (respondió ${authorize.status}).`);
  let response = await request(jar, here(loginPage), { method: 'POST', body: new URLSearchParams({ username, password }) });
  if (response.status !== 303) {
    const page = await response.text();
    const message = /<[^>]*role="alert"[^>]*>([^<]+)</.exec(page)?.[1]?.trim();
    throw new TokenRefused(`No se pudo iniciar sesión como ${username}: ${message ?? `respuesta ${response.status}`}`);
  }
  // Follow the provider's redirects until it sends the browser back to the app with the code.
  for (let hops = 0; hops < 10; hops++) {
    const location = response.headers.get('location');
    if (!location) break;
    const next = new URL(location, issuer);
    if (`${next.origin}${next.pathname}` === redirectUri) {
      if (next.searchParams.get('state') !== state) throw new TokenRefused('El proveedor devolvió otro estado.');
      const code = next.searchParams.get('code');
      if (!code)
        throw new TokenRefused(`El proveedor no entregó el código: ${next.searchParams.get('error_description') ?? next.searchParams.get('error') ?? ''}`);
      const tokens = await fetch(`${origin}/oauth/v2/token`, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: config.oidc.clientId,
          code_verifier: verifier,
        }),
      });
      const body = (await tokens.json()) as { access_token?: string; error_description?: string };
      if (!tokens.ok || !body.access_token) throw new TokenRefused(`El proveedor no entregó el token: ${body.error_description ?? tokens.status}`);
      return body.access_token;
    }
    response = await request(jar, here(next.href));
  }
  throw new TokenRefused('El proveedor no volvió a la aplicación con el código.');
}
