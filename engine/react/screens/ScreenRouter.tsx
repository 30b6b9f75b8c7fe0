/**
 * The app's routes, generated from the screen config: public screens bare, the rest inside the
 * shell (layout route); `/` goes to the default route and unknown paths to the not-found view.
 * Screens load lazily: a spinner holds their place (inside the shell) while their chunk downloads,
 * and every screen is prefetched once the first one has settled and the browser is idle (PrefetchProvider).
 */
import { Spinner } from '@blueprintjs/core';
import { Suspense, useMemo, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
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

/** `<Routes>` for every configured screen. */
export function ScreenRouter({ registry = defaultRegistry, shell = (content) => <AppShell>{content}</AppShell> }: ScreenRouterProps) {
  const { config } = useEngine();
  const routes = useMemo(() => buildScreenRoutes(config, registry), [config, registry]);
  return (
    <PrefetchProvider registry={registry}>
    <Routes>
      {routes
        .filter((r) => r.public)
        .map((r) => (
          <Route key={r.path} path={r.path} element={suspended(r.element)} />
        ))}
      <Route element={shell(suspended(<Outlet />))}>
        {routes
          .filter((r) => !r.public)
          .map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
        <Route path="/" element={<Navigate to={config.defaultRoute} replace />} />
        <Route path="*" element={<NotFound home={config.defaultRoute} />} />
      </Route>
    </Routes>
    </PrefetchProvider>
  );
}
