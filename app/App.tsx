/**
 * The app root: query cache, notifications and router, then whatever the start decided
 * (auth/startSession): the signed-in app, the public expired page, or nothing while the
 * browser leaves for the login page.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BrowserRouter } from '../engine/react/router/Router';
import type { ScreensConfig } from '../engine/core/screenConfig';
import { isApiError } from '../engine/react/api/ApiError';
import { NotificationProvider } from '../engine/react/notifications/NotificationProvider';
import { startSession, type Start } from './auth/startSession';
import { ErrorBoundary, ErrorView } from './ErrorView';
import { Expirado } from './screens/Expirado';
import { SignedInApp } from './SignedInApp';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Client errors do not get better by retrying; one retry for network and server errors.
      retry: (count, error) => count < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

/**
 * The router over the browser's history (engine/react/router: navigation blocking lets a dirty
 * form hold a route change). Created after the start, so that it reads the URL the start settled
 * on (callback, /expirado).
 */
function AppRouter({ start, onConfig }: { start: Exclude<Start, { kind: 'redirecting' }>; onConfig: (config: ScreensConfig) => void }) {
  return <BrowserRouter>{start.kind === 'public' ? <Expirado /> : <SignedInApp start={start} onConfig={onConfig} />}</BrowserRouter>;
}

/** The whole application. */
export function App() {
  const [start, setStart] = useState<Start | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The configured notification timeout, read when a notification is raised: learning it from the
  // session's config must not render the whole app again in the first screen's commit.
  const timeoutMs = useRef<number | undefined>(undefined);
  useEffect(() => {
    startSession().then(setStart, (error: Error) => setFailure(error.message));
  }, []);
  const onConfig = useCallback((config: ScreensConfig) => {
    timeoutMs.current = config.notifications.timeoutMs;
  }, []);
  const notificationTimeout = useCallback(() => timeoutMs.current, []);
  return (
    <QueryClientProvider client={queryClient}>
      <NotificationProvider timeoutMs={notificationTimeout}>
        <ErrorBoundary>
          {failure ? <ErrorView detail={failure} /> : !start || start.kind === 'redirecting' ? null : <AppRouter start={start} onConfig={onConfig} />}
        </ErrorBoundary>
      </NotificationProvider>
    </QueryClientProvider>
  );
}
