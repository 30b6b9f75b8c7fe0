/**
 * The app once the browser holds credentials: the API client (bearer, global 401 → SES-17), the
 * principal (roles and permissions; failure → SES-15), the screen config, then the routes, the
 * shell and the idle watcher. Token mode opens only its own routes (SES-OP04).
 */
import { Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { t } from '../engine/core/messages';
import type { ScreensConfig } from '../engine/core/screenConfig';
import { createApiClient, logFailedResponse } from '../engine/react/api/ApiClient';
import { ApiClientProvider } from '../engine/react/api/ApiClientProvider';
import { withEarlyCalls } from '../engine/react/api/earlyCalls';
import { fetchTransport } from '../engine/react/api/fetchTransport';
import { EngineProvider } from '../engine/react/engine/EngineProvider';
import { loadFirstScreen } from '../engine/react/loading/loadFirstScreen';
import { useNotify } from '../engine/react/notifications/useNotify';
import { useLocation } from '../engine/react/router/Router';
import { ScreenRouter } from '../engine/react/screens/ScreenRouter';
import { IdleWatcher } from '../engine/react/session/IdleWatcher';
import { SessionProvider } from '../engine/react/session/SessionProvider';
import { AppShell } from '../engine/react/shell/AppShell';
import { endSession } from './auth/endSession';
import { loadPrincipal, loadSessionStart, sessionStartParams } from './auth/loadPrincipal';
import { usePrincipalRefresh } from './auth/usePrincipalRefresh';
import { sessionStore } from './auth/sessionStore';
import { TokenModeGate } from './auth/TokenModeGate';
import { tokenModeRoutes } from '../engine/core/tokenModeRoutes';
import type { Start } from './auth/startSession';
import { appModuleSource, BrowserModules } from './modules/browserRegistry';
import { GrowingScreenConfig } from './modules/growingScreenConfig';
import { registerAppScreens } from './screens/registerAppScreens';
import { compiledValidatorSource, loadValidators } from './validation/compiledValidators';

/** How long a session-ending message stays on screen before the login page replaces it. */
const MESSAGE_BEFORE_LOGOUT_MS = 2500;

function Loading() {
  return (
    <div className="bo-public" aria-busy="true">
      <Spinner size={40} aria-label={t('ui.loading')} />
    </div>
  );
}

export interface SignedInAppProps {
  readonly start: Extract<Start, { kind: 'oidc' } | { kind: 'token' }>;
  /** Applies the configured notification timeout to the app's toaster. */
  readonly onConfig?: (config: ScreensConfig) => void;
}

/** Session loading, then the generated app. */
export function SignedInApp({ start, onConfig }: SignedInAppProps) {
  const queryClient = useQueryClient();
  const { danger } = useNotify();
  const ending = useRef(false);
  const userManager = start.userManager;

  const logout = useCallback(
    (message?: string) => {
      if (ending.current) return;
      ending.current = true;
      if (message) danger(message);
      setTimeout(() => void userManager().then((manager) => endSession(manager, queryClient)), message ? MESSAGE_BEFORE_LOGOUT_MS : 0);
    },
    [danger, userManager, queryClient],
  );

  // Every answer's digest of the user's rights goes to the principal refresh below (set once it exists).
  const accessListener = useRef<(access: string) => void>(() => undefined);
  const api = useMemo(() => {
    const getToken = start.kind === 'token' ? () => start.token : () => start.user.access_token;
    // The session's start (and the first screen's list page) may already be on their way (app/main.tsx).
    return createApiClient(withEarlyCalls(fetchTransport({ getToken }), getToken), {
      onUnauthorized: () => logout(t('session.credentials')),
      onFailure: logFailedResponse,
      onAccess: (access) => accessListener.current(access),
    });
  }, [start, logout]);

  const loginName = start.kind === 'oidc' ? (start.user.profile.preferred_username ?? start.user.profile.sub) : undefined;
  // Rights granted or revoked while signed in reach the principal on the next answer (decision 148).
  const loadFresh = useCallback(() => loadPrincipal(api, loginName), [api, loginName]);
  const rights = usePrincipalRefresh(loadFresh);
  useEffect(() => {
    accessListener.current = rights.onAccess;
  }, [rights.onAccess]);
  // The path opened, as the entry named it to its early start call (app/main.tsx): the same call, taken from there.
  const location = useLocation();
  const [startParams] = useState(() => sessionStartParams(start.kind === 'oidc' ? location : null));
  const screens = useMemo(() => registerAppScreens(), []);
  // One call: roles, permissions, screen config, demo mode and the opened list's first page (GET /api/sesion).
  // It settles once the first screen's code is in too (preloaded by the page), so that the shell and
  // the screen draw in one render with the session: no spinner, no second render
  // (engine/react/loading/loadFirstScreen.ts). The modules' definitions load with their first
  // screens; the config says which ones a screen shows. The config is whole for the first screen's
  // modules and grows in place when another's is needed (app/modules/growingScreenConfig.ts).
  const started = useQuery({
    queryKey: ['sesion'],
    queryFn: async () => {
      const answer = await loadSessionStart(api, loginName, startParams);
      // The config describes the first screen's modules whole; the rest comes when needed (decision 169).
      const growing = new GrowingScreenConfig(answer.config, answer.described, () => api.get<ScreensConfig>('/api/config'));
      const modules = new BrowserModules(answer.config, appModuleSource, growing.loadSchema);
      await loadFirstScreen({ config: answer.config, loadModule: modules.load, loadValidators }, screens, window.location.pathname);
      return { ...answer, modules, loadConfig: growing.load };
    },
    retry: false,
    staleTime: Infinity,
  });
  const config = started.data?.config;
  const modules = started.data?.modules ?? null;
  const loadConfig = started.data?.loadConfig;

  useEffect(() => {
    if (started.data) sessionStore.saveRoles(started.data.session.principal.roles, started.data.session.principal.permissions);
  }, [started.data]);
  useEffect(() => {
    if (started.isError) logout(t('session.noRoles'));
  }, [started.isError, logout]);
  useEffect(() => {
    if (config) onConfig?.(config);
  }, [config, onConfig]);

  const engine = useMemo(
    () =>
      config && modules ? { config, registry: modules, loadModule: modules.load, loadConfig, validatorFor: compiledValidatorSource, loadValidators } : null,
    [config, modules, loadConfig],
  );

  if (started.isError || !started.data || !engine) return <Loading />;

  const { session, demo } = started.data;
  const shell = (content: ReactNode) => (
    <AppShell>
      {content}
      <IdleWatcher allowOverride={demo} />
    </AppShell>
  );
  return (
    <ApiClientProvider client={api}>
      <EngineProvider engine={engine}>
        <SessionProvider
          session={{
            ...session,
            ...(rights.fresh ? { principal: rights.fresh.principal } : {}),
            tokenMode: start.kind === 'token',
            logout: () => logout(),
            refresh: rights.refresh,
          }}
        >
          <TokenModeGate
            tokenMode={start.kind === 'token'}
            home={engine.config.defaultRoute}
            routes={tokenModeRoutes(engine.config, rights.fresh?.principal ?? session.principal)}
          >
            <ScreenRouter registry={screens} shell={shell} />
          </TokenModeGate>
        </SessionProvider>
      </EngineProvider>
    </ApiClientProvider>
  );
}
