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

  it('SES-10 a valid token starts token mode; the start carries demo mode from the server (the idle override applies only then)', async () => {
    const oidc = { authority: 'http://localhost:3000/oauth/v2', clientId: 'backoffice-web', scope: 'openid profile' };
    for (const demo of [true, false, undefined]) {
      window.history.replaceState(null, '', '/inicio?token=demo-vigente');
      tokenCheckAnswers(200, [{ expires_at: '2999-01-01T00:00:00.000Z' }], { oidc, version: '1', ...(demo === undefined ? {} : { demo }) });
      const start = await (await freshStart())();
      expect(start).toMatchObject({ kind: 'token', token: 'demo-vigente', demo: demo === true });
      expect(sessionStorage.getItem('bo.token')).toBe('demo-vigente');
      vi.unstubAllGlobals();
    }
  });
});
