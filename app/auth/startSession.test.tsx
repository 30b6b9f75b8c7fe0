/** The page-load start with a temporary token (SES-08, SES-09, SES-OP03): an expired one forgets the stored session. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const stored = () => ['bo.roles', 'bo.permisos', 'bo.token'].map((key) => sessionStorage.getItem(key));

/** A fresh startSession module (its start is memoised per page load). */
async function freshStart() {
  vi.resetModules();
  return (await import('./startSession')).startSession;
}

/** The token check answers `body` with `status`, the public config `publicConfig`; any other call fails loudly. */
function tokenCheckAnswers(status: number, body: unknown, publicConfig?: unknown) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith('/api/token/verificaAutorizacion/')) return new Response(JSON.stringify(body), { status });
    if (url === '/api/public/config' && publicConfig) return new Response(JSON.stringify(publicConfig), { status: 200 });
    throw new Error(`llamada inesperada: ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  // Roles of an earlier session in this tab.
  sessionStorage.setItem('bo.roles', '["ROLE_ADMINISTRADOR"]');
  sessionStorage.setItem('bo.permisos', '[{"area":"banco","vigente":true,"escritura":true}]');
  sessionStorage.setItem('bo.token', 'demo-anterior');
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('startSession with ?token=', () => {
  it('SES-09 an expired token goes to /expirado and clears the stored roles, permissions and token', async () => {
    window.history.replaceState(null, '', '/inicio?token=demo-expirado');
    const fetchMock = tokenCheckAnswers(200, [{ expires_at: '2020-01-01T00:00:00.000Z' }]);
    const start = await (await freshStart())();
    expect(fetchMock).toHaveBeenCalledWith('/api/token/verificaAutorizacion/demo-expirado', expect.anything());
    expect(start).toEqual({ kind: 'public' });
    expect(window.location.pathname).toBe('/expirado');
    expect(stored()).toEqual([null, null, null]);
  });

  it('SES-OP03 an unknown token is treated as expired: the stored session is cleared too', async () => {
    window.history.replaceState(null, '', '/inicio?token=no-existe-este');
    tokenCheckAnswers(404, { error: { codigo: 'token_inexistente', mensaje: 'Su Token se encuentra vencido' } });
    const start = await (await freshStart())();
    expect(start).toEqual({ kind: 'public' });
    expect(window.location.pathname).toBe('/expirado');
    expect(stored()).toEqual([null, null, null]);
  });

  it('SES-10 a valid token starts token mode, with only the token check before it (no sign-in library, no public config)', async () => {
    window.history.replaceState(null, '', '/inicio?token=demo-vigente');
    const fetchMock = tokenCheckAnswers(200, [{ expires_at: '2999-01-01T00:00:00.000Z' }]);
    const start = await (await freshStart())();
    expect(start).toMatchObject({ kind: 'token', token: 'demo-vigente' });
    expect(sessionStorage.getItem('bo.token')).toBe('demo-vigente');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('startSession of a tab already signed in', () => {
  it('starts from the stored OIDC user without a call: the library and /api/public/config load only for login and logout (issue 9)', async () => {
    sessionStorage.removeItem('bo.token');
    sessionStorage.setItem(
      'oidc.user:http://localhost:8080/oauth:backoffice-web',
      JSON.stringify({ access_token: 'at', profile: { sub: '1', preferred_username: 'admin' }, expires_at: Date.now() / 1000 + 600 }),
    );
    window.history.replaceState(null, '', '/herramientas/abm/bancos');
    const fetchMock = tokenCheckAnswers(500, null);
    const start = await (await freshStart())();
    expect(start).toMatchObject({ kind: 'oidc', user: { access_token: 'at', profile: { preferred_username: 'admin' } } });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/herramientas/abm/bancos');
  });
});

describe('startSession without a token (SES-11)', () => {
  const oidc = { authority: 'https://identidad.ejemplo.com/oauth/v2', clientId: 'cliente-crm', scope: 'openid profile' };

  /** The UserManager the app builds from the public config, with `user` stored. */
  function userManagerWith(user: unknown) {
    const signinRedirect = vi.fn(async () => undefined);
    const built: unknown[] = [];
    vi.doMock('./createUserManager', () => ({
      createUserManager: (config: unknown) => {
        built.push(config);
        return { getUser: async () => user, signinRedirect };
      },
    }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/public/config') return new Response(JSON.stringify({ oidc, version: '1', demo: false }), { status: 200 });
        throw new Error(`llamada inesperada: ${url}`);
      }),
    );
    return { signinRedirect, built };
  }
  afterEach(() => vi.doUnmock('./createUserManager'));

  it("SES-11 without a valid OAuth session the app leaves for the provider's login, to come back to the screen asked for", async () => {
    for (const user of [null, { access_token: 'vencido', expired: true }]) {
      sessionStorage.removeItem('bo.token');
      window.history.replaceState(null, '', '/listaCuentas?texto=demo');
      const { signinRedirect, built } = userManagerWith(user);
      const start = await (await freshStart())();
      expect(start).toEqual({ kind: 'redirecting' });
      expect(built).toEqual([{ oidc, version: '1', demo: false }]);
      expect(signinRedirect).toHaveBeenCalledWith({ state: { path: '/listaCuentas?texto=demo' } });
      vi.doUnmock('./createUserManager');
      vi.unstubAllGlobals();
    }
  });

  it('SES-11 a valid OAuth session goes straight to the screen, without the login', async () => {
    sessionStorage.removeItem('bo.token');
    window.history.replaceState(null, '', '/listaCuentas');
    const user = { access_token: 'vigente', expired: false };
    const { signinRedirect } = userManagerWith(user);
    const start = await (await freshStart())();
    expect(start).toMatchObject({ kind: 'oidc', user });
    expect(signinRedirect).not.toHaveBeenCalled();
  });
});

describe('createUserManager (SES-12, SES-OP06)', () => {
  it('SES-OP06 authorization code flow against the configured provider and client id, back to this origin', async () => {
    const { createUserManager } = await import('./createUserManager');
    const manager = createUserManager(
      { oidc: { authority: 'https://identidad.ejemplo.com/oauth/v2', clientId: 'cliente-crm', scope: 'openid profile' }, version: '1' },
      'https://crm.ejemplo.com',
    );
    expect(manager.settings).toMatchObject({
      authority: 'https://identidad.ejemplo.com/oauth/v2',
      client_id: 'cliente-crm',
      response_type: 'code',
      redirect_uri: 'https://crm.ejemplo.com/callback',
      post_logout_redirect_uri: 'https://crm.ejemplo.com/',
    });
  });
});
