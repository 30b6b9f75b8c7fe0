/**
 * The app's routes, generated from the screen config and matched with engine/core/routeMatch.ts
 * (a literal segment ranks above a `:param`): public screens bare, the rest inside the shell;
 * `/` goes to the default route and unknown paths to the not-found view.
 * Screens load lazily: a spinner holds their place (inside the shell) while their chunk downloads,
 * and every screen is prefetched once the first one has settled and the browser is idle (PrefetchProvider).
 */
import { Spinner } from '@blueprintjs/core';
import { Suspense, useMemo, type ReactNode } from 'react';
import { matchRoute } from '../../core/routeMatch';
import { Navigate } from '../router/Link';
import { RouteParams } from '../router/RouteParams';
import { useLocation } from '../router/Router';
import { useEngine } from '../engine/EngineProvider';
import { AppShell } from '../shell/AppShell';
import { t } from '../../core/messages';
import { PrefetchProvider, ScreenSettled } from '../loading/PrefetchProvider';
import { buildScreenRoutes } from './buildScreenRoutes';
import { NotFound } from './NotFound';
import { screenRegistry as defaultRegistry, type ScreenRegistry } from './screenRegistry';

export interface ScreenRouterProps {
  readonly registry?: ScreenRegistry;
  /** Layout around signed-in screens (default AppShell); it must render its children. */
  readonly shell?: (content: ReactNode) => ReactNode;
}

/** What a screen shows while its code downloads. */
function ScreenLoading() {
  return (
    <div className="bo-screen-loading" aria-busy="true">
      <Spinner size={30} aria-label={t('ui.loading')} />
    </div>
  );
}

/** A screen behind its loading spinner; ScreenSettled after it starts the idle prefetch once it has loaded. */
const suspended = (content: ReactNode) => (
  <Suspense fallback={<ScreenLoading />}>
    {content}
    <ScreenSettled />
  </Suspense>
);

/** The screen of the current path: public ones bare, the rest inside the shell; `/` goes to the default route, an unknown path to the not-found view. */
export function ScreenRouter({ registry = defaultRegistry, shell = (content) => <AppShell>{content}</AppShell> }: ScreenRouterProps) {
  const { config } = useEngine();
  const { pathname } = useLocation();
  const routes = useMemo(() => buildScreenRoutes(config, registry), [config, registry]);
  const patterns = useMemo(() => routes.map((r) => r.path), [routes]);
  const match = matchRoute(patterns, pathname);
  const route = match && routes.find((r) => r.path === match.pattern);
  const content = route ? (
    <RouteParams params={match.params}>{route.element}</RouteParams>
  ) : pathname.replace(/\/+$/, '') === '' ? (
    <Navigate to={config.defaultRoute} replace />
  ) : (
    <NotFound home={config.defaultRoute} />
  );
  return <PrefetchProvider registry={registry}>{route?.public ? suspended(content) : shell(suspended(content))}</PrefetchProvider>;
}
