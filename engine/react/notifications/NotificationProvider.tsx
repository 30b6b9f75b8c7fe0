/**
 * Notifications at the bottom of the screen (SHR-04). Success and warning auto-dismiss after the
 * configured timeout (SHR-05); danger stays until closed (SHR-OP06). The same text is not stacked
 * twice: a repeated message replaces the one showing. The toaster's code loads after the first
 * screen settled (Toaster.tsx); a notification raised before it is in waits for it.
 */
import type { Intent, OverlayToaster, ToastProps } from '@blueprintjs/core';
import { createContext, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazyNamed } from '../loading/lazyNamed';
import { useDeferredPart } from '../loading/useDeferredPart';

const LazyToaster = lazyNamed(() => import('./Toaster'), 'Toaster');

/** Downloads the toaster now (tests, which expect a toast in the render that raised it). */
export const preloadToaster = (): Promise<unknown> => LazyToaster.preload();

export type NotificationIntent = 'success' | 'warning' | 'danger';

export interface Notification {
  readonly intent: NotificationIntent;
  /** Already translated text (from `t()`). */
  readonly message: string;
}

export type Notify = (notification: Notification) => void;

export const NotificationContext = createContext<Notify | null>(null);

const icons: Record<NotificationIntent, 'tick-circle' | 'warning-sign' | 'error'> = {
  success: 'tick-circle',
  warning: 'warning-sign',
  danger: 'error',
};

/** Auto-dismiss delay before the config says otherwise. */
const DEFAULT_TIMEOUT_MS = 5000;

export interface NotificationProviderProps {
  /**
   * Auto-dismiss delay of success and warning (config.notifications.timeoutMs), or a function read
   * when a notification is raised (the app's, which learns the config after it rendered, without
   * rendering the whole tree again to pass it down).
   */
  readonly timeoutMs?: number | (() => number | undefined);
  readonly children: ReactNode;
}

/** Renders the toaster and provides `notify` to `useNotify()`. */
export function NotificationProvider({ timeoutMs, children }: NotificationProviderProps) {
  const toaster = useRef<OverlayToaster | null>(null);
  // Notifications raised before the toaster is in, shown when it mounts.
  const waiting = useRef<[ToastProps, string][]>([]);
  const [needed, setNeeded] = useState(false);
  const timeout = useRef(timeoutMs);
  timeout.current = timeoutMs;
  const notify = useCallback<Notify>(({ intent, message }) => {
    const toast: ToastProps = {
      message,
      intent: intent as Intent,
      icon: icons[intent],
      timeout: intent === 'danger' ? 0 : ((typeof timeout.current === 'function' ? timeout.current() : timeout.current) ?? DEFAULT_TIMEOUT_MS),
    };
    const key = `${intent}:${message}`;
    if (toaster.current) toaster.current.show(toast, key);
    else {
      waiting.current = [...waiting.current.filter(([, k]) => k !== key), [toast, key]];
      setNeeded(true);
    }
  }, []);
  const attach = useCallback((instance: OverlayToaster | null) => {
    toaster.current = instance;
    if (!instance) return;
    const shown = waiting.current;
    waiting.current = [];
    for (const [toast, key] of shown) instance.show(toast, key);
  }, []);
  const loaded = useDeferredPart(LazyToaster, needed);
  const value = useMemo(() => notify, [notify]);
  return (
    <NotificationContext.Provider value={value}>
      {children}
      {loaded && (
        <Suspense fallback={null}>
          <LazyToaster toasterRef={attach} />
        </Suspense>
      )}
    </NotificationContext.Provider>
  );
}
