/**
 * The first list screen's call leaves with the session's answer, before the router and the
 * screen run (issue 9), and the screen takes that answer: the server is asked once for the page.
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

describe('first screen call', () => {
  it("is the bank list's page for a user who may open it; nothing for a form, a record path, a denied user or a failed session", () => {
    const call = firstScreenCall({ status: 200, body: sesion }, user, { pathname: '/herramientas/abm/bancos', search: '?texto=nacion' });
    expect(call?.path).toBe('/api/modulos/banco');
    expect(call?.params).toMatchObject({ pantalla: 'bancos.lista', texto: 'nacion' });
    expect(firstScreenCall({ status: 200, body: sesion }, user, { pathname: '/herramientas/abm/bancos/nuevo', search: '' })).toBeNull();
    expect(firstScreenCall({ status: 200, body: sesion }, user, { pathname: '/herramientas/abm/bancos/12', search: '' })).toBeNull();
    const nobody = { ...sesion, usuario: { ...usuario, roles: [] } };
    expect(firstScreenCall({ status: 200, body: nobody }, user, { pathname: '/herramientas/abm/bancos', search: '' })).toBeNull();
    expect(firstScreenCall({ status: 500, body: null }, user, { pathname: '/herramientas/abm/bancos', search: '' })).toBeNull();
  });

  it('the list screen takes the early answer: one request for the page, its rows drawn', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        const path = url.split('?')[0];
        const body = path === '/api/sesion' ? sesion : path === '/api/modulos/banco' ? page : {};
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const transport = fetchTransport({ getToken: () => user.access_token });
    const answer = await startEarlyCall(transport, user.access_token, '/api/sesion', sessionStartParams(opened));
    const call = firstScreenCall(answer, user, { pathname: '/herramientas/abm/bancos', search: '' })!;
    startEarlyCall(transport, user.access_token, call.path, call.params);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
    const start = { kind: 'oidc' as const, user, userManager: async () => null };
    render(
      <QueryClientProvider client={queryClient}>
        <NotificationProvider>
          <MemoryRouter initialEntries={['/herramientas/abm/bancos']}>
            <SignedInApp start={start} />
          </MemoryRouter>
        </NotificationProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Banco Temprano', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((url) => url.startsWith('/api/modulos/banco'))).toHaveLength(1));
    expect(calls.filter((url) => url.startsWith('/api/sesion'))).toHaveLength(1);
  });

  it('an early answer already in when the list first renders: its rows in that render, no loading state, no second request', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        const path = url.split('?')[0];
        const body = path === '/api/sesion' ? sesion : path === '/api/modulos/banco' ? page : {};
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const transport = fetchTransport({ getToken: () => user.access_token });
    const answer = await startEarlyCall(transport, user.access_token, '/api/sesion', sessionStartParams(opened));
    const call = firstScreenCall(answer, user, { pathname: '/herramientas/abm/bancos', search: '' })!;
    await startEarlyCall(transport, user.access_token, call.path, call.params);
    // Every state the list screen is drawn in, from its first render on.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const list = document.querySelector('.bo-list-state, .bo-table-wrap');
      if (list) seen.push(list.getAttribute('aria-busy') === 'true' ? 'cargando' : document.body.textContent?.includes('Banco Temprano') ? 'filas' : 'sin filas');
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
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
    await new Promise((resolve) => setTimeout(resolve, 100));
    observer.disconnect();
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set(['filas']));
    expect(calls.filter((url) => url.startsWith('/api/modulos/banco'))).toHaveLength(1);
  });

  it('the session answers the page (asked with the opened path): no list call, the rows in the list\'s first render', async () => {
    const calls: string[] = [];
    let sessionUrl = '';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        const path = url.split('?')[0];
        if (path === '/api/sesion') sessionUrl = url;
        const call = firstScreenCall({ status: 200, body: sesion }, user, opened)!;
        const body = path === '/api/sesion' ? { ...sesion, pagina: { modulo: 'banco', parametros: call.params, respuesta: page } } : path === '/api/modulos/banco' ? page : {};
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const transport = fetchTransport({ getToken: () => user.access_token });
    const answer = await startEarlyCall(transport, user.access_token, '/api/sesion', sessionStartParams(opened));
    startFirstScreenCall(transport, user.access_token, answer, user, opened);
    expect(new URL(sessionUrl, 'http://x').searchParams.get('ruta')).toBe('/herramientas/abm/bancos');
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const list = document.querySelector('.bo-list-state, .bo-table-wrap');
      if (list) seen.push(list.getAttribute('aria-busy') === 'true' ? 'cargando' : document.body.textContent?.includes('Banco Temprano') ? 'filas' : 'sin filas');
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
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
    await new Promise((resolve) => setTimeout(resolve, 100));
    observer.disconnect();
    expect(new Set(seen)).toEqual(new Set(['filas']));
    expect(calls.filter((url) => url.startsWith('/api/modulos/banco'))).toEqual([]);
    expect(calls.filter((url) => url.startsWith('/api/sesion'))).toHaveLength(1);
  });

  it('a page the session carries for another call is not taken: the screen\'s own call is made', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return new Response(JSON.stringify(page), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const transport = fetchTransport({ getToken: () => user.access_token });
    const call = firstScreenCall({ status: 200, body: sesion }, user, opened)!;
    const other = { ...sesion, pagina: { modulo: 'banco', parametros: { ...call.params, offset: '10' }, respuesta: { ...page, total: 99 } } };
    startFirstScreenCall(transport, user.access_token, { status: 200, body: other }, user, opened);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].startsWith('/api/modulos/banco?')).toBe(true);
  });

});
