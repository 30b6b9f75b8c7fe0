/**
 * What the first-screen tests share (app/auth/firstScreen*.test.tsx): a signed-in admin, the session's
 * answer with the shipped config, the bank list's page, a fetch stub that records the calls, the
 * signed-in app rendered at the bank list, and a watcher of the states the list is drawn in.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { MemoryRouter } from '../../../engine/react/router/Router';
import { NotificationProvider } from '../../../engine/react/notifications/NotificationProvider';
import { shippedScreenConfig } from '../../../app/modules/eagerScreenConfig';
import { SignedInApp } from '../../../app/SignedInApp';
import { firstScreenCall } from '../../../app/auth/firstScreenCall';

const shipped = shippedScreenConfig();

export const usuario = {
  roles: [{ descripcion: 'ROLE_ADMINISTRADOR' }],
  id_crm_usuario: '1',
  entidad: null,
  tokenApps: null,
  nombreUsuario: 'Ana Administradora',
};
export const sesion = { usuario, permisos: { datos: [] }, config: shipped, demo: false };
export const page = {
  datos: [{ id: 7, version: 1, datos: { descripcion: 'Banco Temprano', pais: 'AR' } }],
  total: 1,
  extras: { cap: 1000, capReached: false },
};
export const user = { access_token: 'token-de-admin', profile: { sub: '1', preferred_username: 'admin' } };
export const opened = { pathname: '/herramientas/abm/bancos', search: '' };

/** The session's answer carrying the bank list's first page, as the server gives it for `opened`. */
export function sessionWithPage() {
  const call = firstScreenCall({ status: 200, body: sesion }, user, opened)!;
  return { ...sesion, pagina: { modulo: 'banco', parametros: call.params, respuesta: page } };
}

/** Stubs `fetch` with `answer(path)` as every call's JSON; the URLs asked, in order. */
export function stubFetch(answer: (path: string, url: string) => unknown): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify(answer(url.split('?')[0], url)), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

/** The signed-in app at the bank list, with a fresh query cache. */
export function renderBankList(): void {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <NotificationProvider>
        <MemoryRouter initialEntries={[opened.pathname]}>
          <SignedInApp start={{ kind: 'oidc' as const, user, userManager: async () => null }} />
        </MemoryRouter>
      </NotificationProvider>
    </QueryClientProvider>,
  );
}

/** Records every state the list screen is drawn in ('cargando', 'filas', 'sin filas') until `stop()`. */
export function watchListStates(): { readonly seen: string[]; stop(): void } {
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    const list = document.querySelector('.bo-list-state, .bo-table-wrap');
    if (list) seen.push(list.getAttribute('aria-busy') === 'true' ? 'cargando' : document.body.textContent?.includes('Banco Temprano') ? 'filas' : 'sin filas');
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  return { seen, stop: () => observer.disconnect() };
}
