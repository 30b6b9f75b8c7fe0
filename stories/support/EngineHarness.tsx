/**
 * Everything an engine screen needs, for stories and their tests: a fresh query cache, the
 * notifications toaster, the shipped screen config, the real module registry (schemas/), runtime
 * validators, a demo user's session, the fake module API and a memory data router (as the app's,
 * so that forms can hold a navigation) with a probe for where the screen navigates.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { matchRoute } from '../../engine/core/routeMatch';
import { RouteParams } from '../../engine/react/router/RouteParams';
import { MemoryRouter, useLocation } from '../../engine/react/router/Router';
import type { Draft } from '../../engine/core/draftStore';
import type { SchemaRegistry } from '../../engine/core/schemaRegistry';
import type { ScreensConfig } from '../../engine/core/screenConfig';
import { createApiClient, type ApiRequest, type ApiResponse } from '../../engine/react/api/ApiClient';
import { ApiClientProvider } from '../../engine/react/api/ApiClientProvider';
import { EngineProvider, type Engine } from '../../engine/react/engine/EngineProvider';
import { NotificationProvider } from '../../engine/react/notifications/NotificationProvider';
import { SessionProvider } from '../../engine/react/session/SessionProvider';
import { runtimeValidatorSource } from '../../engine/react/validation/runtimeValidatorSource';
import { everyModuleRegistry } from '../../app/modules/eagerModules';
// The app's widgets, so that a screen's story shows the fields the app shows.
import '../../app/modules/registerWidgets';
import { shippedScreenConfig } from '../../app/modules/eagerScreenConfig';
import { demoPrincipals, type DemoUserName } from './demoUsers';
import { createFakeModuleServer, type FakeServer, type FakeServerOptions } from './fakeModuleServer';
import { fakeHomeAnswer } from './fakeHomeServer';

export const storyConfig = shippedScreenConfig();

/** The shipped config's screen with this id. */
export function storyScreen<K extends ScreensConfig['screens'][number]['kind']>(id: string, kind: K) {
  const screen = storyConfig.screens.find((s) => s.id === id && s.kind === kind);
  if (!screen) throw new Error(`screens.config.json no tiene la pantalla ${id}`);
  return screen as Extract<ScreensConfig['screens'][number], { kind: K }>;
}

export interface EngineStoryParameters {
  readonly user?: DemoUserName;
  /** Initial URL. */
  readonly route?: string;
  /** Route pattern the story renders at (default: `route`; `/*`: every path). */
  readonly path?: string;
  readonly server?: FakeServerOptions;
  /** Answers given instead of the fake server's (e.g. a body of an unexpected shape); undefined lets the fake server answer. */
  readonly answer?: (request: ApiRequest) => ApiResponse | undefined;
  /** Replaces the shipped config. */
  readonly config?: ScreensConfig;
  /** Replaces the shipped module registry (e.g. fixtureRegistry() with the engine's fixture modules). */
  readonly registry?: SchemaRegistry;
  /** Form drafts kept in localStorage before the story renders, by storage key. */
  readonly drafts?: Readonly<Record<string, Draft>>;
}

let current: FakeServer | null = null;

/** The fake server of the story rendered last (tests inspect its calls and records). */
export function lastFakeServer(): FakeServer {
  if (!current) throw new Error('Ninguna historia creó un servidor simulado');
  return current;
}

/** Shows where the screen navigated to. */
function LocationProbe() {
  const location = useLocation();
  return (
    <p data-testid="location">
      {location.pathname}
      {location.search}
    </p>
  );
}

// The story, handed to the router's route (its routes are created once, the story may re-render).
const StoryContent = createContext<ReactNode>(null);

function Story() {
  return <>{useContext(StoryContent)}</>;
}

/** The story at its path (with the path's params; `/*`: every path), elsewhere where the screen navigated to. */
function StoryRoute({ path }: { path: string }) {
  const { pathname } = useLocation();
  const match = path === '/*' ? { params: {} } : matchRoute([path], pathname);
  return match ? (
    <RouteParams params={match.params}>
      <Story />
    </RouteParams>
  ) : (
    <LocationProbe />
  );
}

/** Wraps `children` in the engine providers. */
export function EngineHarness({
  user = 'admin',
  route = '/',
  path,
  server,
  answer,
  config = storyConfig,
  registry,
  drafts,
  children,
}: EngineStoryParameters & { children: ReactNode }) {
  const [logouts, setLogouts] = useState(0);
  const { queryClient, engine, api } = useMemo(() => {
    const modules = registry ?? everyModuleRegistry();
    // The fake filters lists by link fields as the API does (related-records panels).
    const fake = createFakeModuleServer({ registry: modules, ...server });
    current = fake;
    for (const [key, draft] of Object.entries(drafts ?? {})) localStorage.setItem(key, JSON.stringify(draft));
    const engine: Engine = { config, registry: modules, validatorFor: runtimeValidatorSource };
    // Home's calls answered as the server would for this user (server/home).
    const home = fakeHomeAnswer(config, demoPrincipals[user].principal);
    return {
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
      engine,
      api: createApiClient(async (request) => answer?.(request) ?? home(request) ?? fake.transport(request)),
    };
  }, [server, answer, config, registry, drafts, user]);
  const who = demoPrincipals[user];
  return (
    <QueryClientProvider client={queryClient}>
      <NotificationProvider timeoutMs={config.notifications.timeoutMs}>
        <ApiClientProvider client={api}>
          <EngineProvider engine={engine}>
            <SessionProvider session={{ ...who, logout: () => setLogouts((n) => n + 1) }}>
              <StoryContent.Provider value={children}>
                <MemoryRouter key={route} initialEntries={[route]}>
                  <StoryRoute path={path ?? route.split('?')[0]} />
                </MemoryRouter>
              </StoryContent.Provider>
              {logouts > 0 && <p data-testid="logged-out">logout</p>}
            </SessionProvider>
          </EngineProvider>
        </ApiClientProvider>
      </NotificationProvider>
    </QueryClientProvider>
  );
}
