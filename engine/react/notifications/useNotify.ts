/** `useNotify()`: success / warning / danger notifications from any component. */
import { useContext, useMemo } from 'react';
import { NotificationContext, type Notify } from './NotificationProvider';

export interface NotifyApi {
  readonly notify: Notify;
  readonly success: (message: string) => void;
  readonly warning: (message: string) => void;
  readonly danger: (message: string) => void;
}

/** The notifier of the nearest NotificationProvider. */
export function useNotify(): NotifyApi {
  const notify = useContext(NotificationContext);
  if (!notify) throw new Error('useNotify: falta <NotificationProvider>');
  return useMemo(
    () => ({
      notify,
      success: (message) => notify({ intent: 'success', message }),
      warning: (message) => notify({ intent: 'warning', message }),
      danger: (message) => notify({ intent: 'danger', message }),
    }),
    [notify],
  );
}
