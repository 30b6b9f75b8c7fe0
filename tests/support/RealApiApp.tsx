/**
 * The generated app (ScreenRouter inside the AppShell) for UI tests against the real server: the
 * registry and config the server loaded, a demo user's real session and token, the API reached
 * through `injectTransport`. Nothing is faked but the browser (jsdom).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { MemoryRouter } from '../../engine/react/router/Router';
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import type { ApiClient } from '../../engine/react/api/ApiClient';
import { ApiClientProvider } from '../../engine/react/api/ApiClientProvider';
import { EngineProvider } from '../../engine/react/engine/EngineProvider';
import { NotificationProvider } from '../../engine/react/notifications/NotificationProvider';
import { ScreenRouter } from '../../engine/react/screens/ScreenRouter';
import { SessionProvider } from '../../engine/react/session/SessionProvider';
import { runtimeValidatorSource } from '../../engine/react/validation/runtimeValidatorSource';
import type { LoadedSession } from '../../app/auth/loadPrincipal';
import { registerAppScreens } from '../../app/screens/registerAppScreens';
import '../../app/modules/registerWidgets';

export interface RealApiAppProps {
  readonly api: ApiClient;
  readonly config: ScreensConfig;
  readonly registry: SchemaRegistry;
  readonly session: LoadedSession;
  readonly route: string;
  /** What the route shows instead of the app's screens (an engine part tested alone, e.g. a related panel). */
  readonly element?: ReactNode;
}

export function RealApiApp({ api, config, registry, session, route, element }: RealApiAppProps) {
  const queryClient = useMemo(() => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }), []);
  return (
    <QueryClientProvider client={queryClient}>
      <NotificationProvider timeoutMs={config.notifications.timeoutMs}>
        <ApiClientProvider client={api}>
          <EngineProvider engine={{ config, registry, validatorFor: runtimeValidatorSource }}>
            <SessionProvider session={{ ...session, logout: () => {} }}>
              <MemoryRouter key={route} initialEntries={[route]}>
                {element ?? <ScreenRouter registry={registerAppScreens()} />}
              </MemoryRouter>
            </SessionProvider>
          </EngineProvider>
        </ApiClientProvider>
      </NotificationProvider>
    </QueryClientProvider>
  );
}
