/**
 * The signed-in app as the user meets it when the session breaks: the roles call fails (SES-15) or
 * the API stops accepting the credentials (SES-17). The server is a stubbed `fetch`; the provider's
 * logout (signoutRedirect, which lands on the login page) is a spy.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { User, UserManager } from 'oidc-client-ts';
import { MemoryRouter } from '../engine/react/router/Router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationProvider } from '../engine/react/notifications/NotificationProvider';
import { shippedScreenConfig } from './modules/eagerScreenConfig';
import './modules/registerWidgets';
import { SignedInApp } from './SignedInApp';

const shipped = shippedScreenConfig();

const usuario = { roles: [{ descripcion: 'ROLE_ADMINISTRADOR' }], id_crm_usuario: '1', entidad: null, tokenApps: null, nombreUsuario: 'Ana Administradora' };
const unauthorized = { error: { codigo: 'no_autenticado', mensaje: 'Error con credenciales de logueo' } };

/** A stubbed server: `answers` by path (without query), everything else 200 `{}`. */
function stubServer(answers: Record<string, { status: number; body: unknown }>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0];
      calls.push(path);
      const answer = answers[path] ?? { status: 200, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

/** An OIDC session for `admin` whose provider logout is a spy. */
function oidcStart() {
  const signoutRedirect = vi.fn(async () => undefined);
  const user = { access_token: 'token-de-admin', expired: false, profile: { sub: '1', preferred_username: 'admin' } } as unknown as User;
  const userManager = { getUser: vi.fn(async () => user), signoutRedirect, removeUser: vi.fn(async () => undefined) } as unknown as UserManager;
  return { start: { kind: 'oidc' as const, userManager: async () => userManager, user }, signoutRedirect };
}

function renderApp(start: ReturnType<typeof oidcStart>['start'], at: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <NotificationProvider>
        <MemoryRouter initialEntries={[at]}>
          <SignedInApp start={start} />
        </MemoryRouter>
      </NotificationProvider>
    </QueryClientProvider>,
  );
}

const toast = (text: string) =>
  screen
    .getAllByText(text)
    .map((el) => el.closest('.bp6-toast'))
    .find(Boolean);

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('SignedInApp: a session that breaks', () => {
  it('SES-15 the session call (roles, permissions, config) fails: `El usuario no tiene permisos` (danger), no screen, then logout to the login page', async () => {
    stubServer({ '/api/sesion': { status: 500, body: { error: { codigo: 'error', mensaje: 'falla' } } } });
    const { start, signoutRedirect } = oidcStart();
    renderApp(start, '/inicio');
    await waitFor(() => expect(toast('El usuario no tiene permisos')).toHaveClass('bp6-intent-danger'));
    expect(screen.queryByRole('button', { name: 'Cerrar sesión' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    // The message stays readable for a moment, then the provider's logout leads to the login page.
    expect(signoutRedirect).not.toHaveBeenCalled();
    await waitFor(() => expect(signoutRedirect).toHaveBeenCalledTimes(1), { timeout: 6000 });
    expect(sessionStorage.getItem('bo.roles')).toBeNull();
  });

  it('SES-17 / SES-OP01 a 401 from the API: `Error con credenciales de logueo` (danger), then logout; stored roles are forgotten', async () => {
    const calls = stubServer({
      '/api/sesion': { status: 200, body: { usuario, permisos: { datos: [] }, config: shipped, demo: false } },
      '/api/modulos/banco': { status: 401, body: unauthorized },
    });
    const { start, signoutRedirect } = oidcStart();
    renderApp(start, '/herramientas/abm/bancos');
    // Signed in: the shell is there and the roles were kept for the session.
    expect(await screen.findByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem('bo.roles')).toBe('["ROLE_ADMINISTRADOR"]'));
    await waitFor(() => expect(toast('Error con credenciales de logueo')).toHaveClass('bp6-intent-danger'));
    expect(calls).toContain('/api/modulos/banco');
    // The session message is the only notification: the list does not add its own on a 401.
    expect(screen.queryAllByText('Se produjo un error al listar los bancos.').filter((el) => el.closest('.bp6-toast'))).toEqual([]);
    await waitFor(() => expect(signoutRedirect).toHaveBeenCalledTimes(1), { timeout: 6000 });
    expect(sessionStorage.getItem('bo.roles')).toBeNull();
    expect(sessionStorage.getItem('bo.permisos')).toBeNull();
  });

  it("CRD-20 a module's own denial reaches a user who never opened the module: its definition (and message) loads before the guard speaks", async () => {
    const calls = stubServer({
      '/api/sesion': { status: 200, body: { usuario: { ...usuario, roles: [{ descripcion: 'ROLE_CONTACTOS' }] }, permisos: { datos: [] }, config: shipped } },
    });
    const { start } = oidcStart();
    renderApp(start, '/tarjetas');
    await waitFor(() => expect(toast('No tiene permisos para ver/editar tarjetas.')).toHaveClass('bp6-intent-danger'));
    expect(calls).not.toContain('/api/modulos/tarjeta');
  });
});
