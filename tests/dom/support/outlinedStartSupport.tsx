/**
 * What the outlined-start tests share (app/outlinedStart*.test.tsx, decision 169): the session's
 * answer describing the bank module whole and the others in outline, `GET /api/config` with the
 * whole config (held until a given promise settles), the bank and card pages; the signed-in app, or
 * the engine wired as it wires it, at a path; the side menu's entries.
 */
import { Classes } from '@blueprintjs/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { ScreensConfig } from '../../../engine/core/screenConfig';
import { outlinedScreenConfig } from '../../../engine/core/sessionScreenConfig';
import { createApiClient } from '../../../engine/react/api/ApiClient';
import { ApiClientProvider } from '../../../engine/react/api/ApiClientProvider';
import { fetchTransport } from '../../../engine/react/api/fetchTransport';
import { EngineProvider } from '../../../engine/react/engine/EngineProvider';
import { NotificationProvider } from '../../../engine/react/notifications/NotificationProvider';
import { MemoryRouter } from '../../../engine/react/router/Router';
import { ScreenRouter } from '../../../engine/react/screens/ScreenRouter';
import { SessionProvider } from '../../../engine/react/session/SessionProvider';
import { runtimeValidatorSource } from '../../../engine/react/validation/runtimeValidatorSource';
import { toPrincipal } from '../../../app/auth/loadPrincipal';
import { BrowserModules } from '../../../app/modules/browserRegistry';
import { shippedScreenConfig } from '../../../app/modules/eagerScreenConfig';
import { manifestSource, moduleManifest } from '../../../app/modules/folderModules';
import { GrowingScreenConfig } from '../../../app/modules/growingScreenConfig';
import '../../../app/modules/registerWidgets';
import { registerAppScreens } from '../../../app/screens/registerAppScreens';
import { SignedInApp } from '../../../app/SignedInApp';
import { page, usuario } from './firstScreenTestSupport';

export const whole = shippedScreenConfig();
/** The one module the start describes whole. */
export const DESCRIBED = ['banco'];
const cards = {
  datos: [{ id: 5, version: 1, datos: { titular: 'Tarjeta De Prueba', prestadora: 'VISA', numero: '1111', fechaVencimiento: '2030-01-01' } }],
  total: 1,
  extras: { cap: 1000, capReached: false },
};

/** The outlined config the start carries. */
export const outlinedStart = () => outlinedScreenConfig(structuredClone(whole), new Set(DESCRIBED));

/** A stubbed server: the outlined start, `config` as /api/config's answer (held until it settles), the bank and card pages; the paths asked. */
export function stubServer(config: Promise<unknown> = Promise.resolve(whole)): string[] {
  const calls: string[] = [];
  const start = { usuario, permisos: { datos: [] }, config: outlinedStart(), descritos: DESCRIBED, demo: false };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0];
      calls.push(path);
      const body =
        path === '/api/sesion'
          ? start
          : path === '/api/config'
            ? structuredClone(await config)
            : path === '/api/modulos/banco'
              ? page
              : path === '/api/modulos/tarjeta'
                ? cards
                : {};
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/** The signed-in app at `at`. */
export function renderApp(at: string): void {
  const user = { access_token: 'token-de-admin', profile: { sub: '1', preferred_username: 'admin' } };
  render(
    <QueryClientProvider client={newQueryClient()}>
      <NotificationProvider>
        <MemoryRouter initialEntries={[at]}>
          <SignedInApp start={{ kind: 'oidc' as const, user: user as never, userManager: async () => null }} />
        </MemoryRouter>
      </NotificationProvider>
    </QueryClientProvider>,
  );
}

/**
 * The engine at `at` as SignedInApp wires it after an outlined start (the growing config, modules
 * loaded as their screens open), with the module folders' files and validators compiled at run time
 * instead of a build's.
 */
export function renderEngine(at: string): void {
  const config = outlinedStart();
  const api = createApiClient(fetchTransport({ getToken: () => 'token-de-admin' }));
  const growing = new GrowingScreenConfig(config, DESCRIBED, () => api.get<ScreensConfig>('/api/config'));
  const modules = new BrowserModules(config, manifestSource(moduleManifest()), growing.loadSchema);
  const engine = { config, registry: modules, loadModule: modules.load, loadConfig: growing.load, validatorFor: runtimeValidatorSource };
  const { principal } = toPrincipal(usuario, { datos: [] }, 'admin');
  render(
    <QueryClientProvider client={newQueryClient()}>
      <NotificationProvider>
        <ApiClientProvider client={api}>
          <EngineProvider engine={engine}>
            <SessionProvider session={{ principal, displayName: 'Ana Administradora', logout: () => undefined }}>
              <MemoryRouter initialEntries={[at]}>
                <ScreenRouter registry={registerAppScreens()} />
              </MemoryRouter>
            </SessionProvider>
          </EngineProvider>
        </ApiClientProvider>
      </NotificationProvider>
    </QueryClientProvider>,
  );
}

/** The side menu's entry labelled `label`. */
export function menuLink(label: string): HTMLElement {
  const item = screen.getAllByRole('menuitem').find((entry) => entry.querySelector(`.${Classes.FILL}`)?.textContent === label);
  if (!item) throw new Error(`no menu entry '${label}'`);
  return item;
}
