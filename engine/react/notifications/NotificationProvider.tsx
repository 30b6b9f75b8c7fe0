/**
 * Notifications at the bottom of the screen (SHR-04). Success and warning auto-dismiss after the
 * configured timeout (SHR-05); danger stays until closed (SHR-OP06). The same text is not stacked
 * twice: a repeated message replaces the one showing. The toaster's code is not in the first
 * download: it loads after the first screen settled, or with the first notification, which waits
 * for it (issue 9).
 */
import type { Intent, OverlayToaster } from '@blueprintjs/core';
import { createContext, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazyNamed } from '../loading/lazyNamed';
import { useDeferredPart } from '../loading/useDeferredPart';

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

export interface NotificationProviderProps {
  /** Auto-dismiss delay of success and warning (config.notifications.timeoutMs). */
  readonly timeoutMs?: number;
  readonly children: ReactNode;
}

const LazyToasts = lazyNamed(() => import('./Toasts'), 'Toasts');

/** Renders the toaster and provides `notify` to `useNotify()`. */
export function NotificationProvider({ timeoutMs = 5000, children }: NotificationProviderProps) {
  const toaster = useRef<OverlayToaster | null>(null);
  /** Notifications given before the toaster's code was in, shown in order when it is. */
  const waiting = useRef<Notification[]>([]);
  const [asked, setAsked] = useStateOnce();
  const timeout = useRef(timeoutMs);
  timeout.current = timeoutMs;
  const show = useCallback((target: OverlayToaster, { intent, message }: Notification) => {
    target.show(
      {
        message,
        intent: intent as Intent,
        icon: icons[intent],
        timeout: intent === 'danger' ? 0 : timeout.current,
      },
      `${intent}:${message}`,
    );
  }, []);
  const notify = useCallback<Notify>(
    (notification) => {
      if (toaster.current) return show(toaster.current, notification);
      waiting.current.push(notification);
      setAsked();
    },
    [show, setAsked],
  );
  const onReady = useCallback(
    (target: OverlayToaster | null) => {
      toaster.current = target;
      if (target) for (const notification of waiting.current.splice(0)) show(target, notification);
    },
    [show],
  );
  const value = useMemo(() => notify, [notify]);
  const render = useDeferredPart(LazyToasts, asked);
  return (
    <NotificationContext.Provider value={value}>
      {children}
      {render && (
        <Suspense fallback={null}>
          <LazyToasts onReady={onReady} />
        </Suspense>
      )}
    </NotificationContext.Provider>
  );
}

/** A flag that only turns on, and a stable function that turns it on. */
function useStateOnce(): [boolean, () => void] {
  const [on, setOn] = useState(false);
  const turnOn = useCallback(() => setOn(true), []);
  return [on, turnOn];
}
