/**
 * What leaves before the bank list's first row on a cold load: only the session's start, which
 * carries the page (decision 119). The keepalive and the menu count wait for the first screen to
 * settle. Its own file: whether the first screen has settled is the page's state (afterFirstScreen).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '../../engine/react/router/Router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearEarlyCalls, startEarlyCall } from '../../engine/react/api/earlyCalls';
import { fetchTransport } from '../../engine/react/api/fetchTransport';
import { NotificationProvider } from '../../engine/react/notifications/NotificationProvider';
import shipped from '../../screens.config.json';
import { SignedInApp } from '../SignedInApp';
import { firstScreenCall, startFirstScreenCall } from './firstScreenCall';
import { sessionStartParams } from './loadPrincipal';

const usuario = { roles: [{ descripcion: 'ROLE_ADMINISTRADOR' }], id_crm_usuario: '1', entidad: null, tokenApps: null, nombreUsuario: 'Ana Administradora' };
const sesion = { usuario, permisos: { datos: [] }, config: shipped, demo: false };
const page = { datos: [{ id: 7, version: 1, datos: { descripcion: 'Banco Temprano', pais: 'AR' } }], total: 1, extras: { cap: 1000, capReached: false } };
const user = { access_token: 'token-de-admin', profile: { sub: '1', preferred_username: 'admin' } };
const opened = { pathname: '/herramientas/abm/bancos', search: '' };

afterEach(() => {
  vi.unstubAllGlobals();
  clearEarlyCalls();
});

describe('the first screen\'s calls', () => {
  it('SES-OP07 SUP-16 the keepalive and the menu count leave after the first screen settled, not beside its page', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        const path = url.split('?')[0];
        const call = firstScreenCall({ status: 200, body: sesion }, user, opened)!;
        const body = path === '/api/sesion' ? { ...sesion, pagina: { modulo: 'banco', parametros: call.params, respuesta: page } } : path === '/api/imLoggedIn' ? { ok: true } : { cantidad: 3 };
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const transport = fetchTransport({ getToken: () => user.access_token });
    startFirstScreenCall(transport, user.access_token, await startEarlyCall(transport, user.access_token, '/api/sesion', sessionStartParams(opened)), user, opened);
    // The calls made by the time the first row is drawn.
    let byFirstRow: string[] | null = null;
    const observer = new MutationObserver(() => {
      if (byFirstRow === null && document.body.textContent?.includes('Banco Temprano')) byFirstRow = [...calls];
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <NotificationProvider>
          <MemoryRouter initialEntries={['/herramientas/abm/bancos']}>
            <SignedInApp start={{ kind: 'oidc' as const, user, userManager: async () => null }} />
          </MemoryRouter>
        </NotificationProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Banco Temprano', {}, { timeout: 10_000 })).toBeInTheDocument();
    observer.disconnect();
    expect(byFirstRow!.map((url) => url.split('?')[0])).toEqual(['/api/sesion']);
    await waitFor(() => expect(calls.map((url) => url.split('?')[0])).toEqual(expect.arrayContaining(['/api/imLoggedIn', '/api/proveedores/pendientes/cantidad'])));
    expect(await screen.findByLabelText('3 pendientes')).toBeInTheDocument();
  });
});
