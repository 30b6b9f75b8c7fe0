/**
 * Notifications at the bottom of the screen (SHR-04). Success and warning auto-dismiss after the
 * configured timeout (SHR-05); danger stays until closed (SHR-OP06). The same text is not stacked
 * twice: a repeated message replaces the one showing.
 */
import { OverlayToaster, Position, type Intent } from '@blueprintjs/core';
import { createContext, useCallback, useMemo, useRef, type ReactNode } from 'react';

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

/** Renders the toaster and provides `notify` to `useNotify()`. */
export function NotificationProvider({ timeoutMs = 5000, children }: NotificationProviderProps) {
  const toaster = useRef<OverlayToaster | null>(null);
  const timeout = useRef(timeoutMs);
  timeout.current = timeoutMs;
  const notify = useCallback<Notify>(({ intent, message }) => {
    toaster.current?.show(
      {
        message,
        intent: intent as Intent,
        icon: icons[intent],
        timeout: intent === 'danger' ? 0 : timeout.current,
      },
      `${intent}:${message}`,
    );
  }, []);
  const value = useMemo(() => notify, [notify]);
  return (
    <NotificationContext.Provider value={value}>
      {children}
      <OverlayToaster ref={toaster} position={Position.BOTTOM} maxToasts={5} />
    </NotificationContext.Provider>
  );
}
