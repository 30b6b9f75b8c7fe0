/**
 * Switches that flip at once and go back on failure (ADM-20, ADM-21), for any list whose rows a call
 * toggles: the shown value is the optimistic one while the call runs, a failure says `Se produjo un
 * error al realizar la acción.` (a lost session says its own), and a user who may not write hears
 * the screen's denial without any call (ADM-17). The engine's row toggles (useRowActions) follow
 * the same rules for module records; this is the piece for lists over other tables.
 */
import { useState } from 'react';
import { t } from '../../core/messages';
import { isApiError } from '../api/ApiError';
import { useNotify } from '../notifications/useNotify';

export function useOptimisticFlags() {
  const { danger } = useNotify();
  // Optimistic values by key, shown until the call settles.
  const [pending, setPending] = useState<Readonly<Record<string, boolean>>>({});
  return {
    /** The value a switch shows: the optimistic one while its call runs, else the stored one. */
    shown: (key: string, stored: boolean) => pending[key] ?? stored,
    /** True while the key's call runs (a second click waits). */
    busy: (key: string) => key in pending,
    /** Shows `!stored` at once and runs `call`; a failure puts it back and says so. */
    flip: async (key: string, stored: boolean, call: () => Promise<unknown>) => {
      if (key in pending) return;
      setPending((p) => ({ ...p, [key]: !stored }));
      try {
        await call();
      } catch (error) {
        if (!isApiError(error, 401)) danger(t('action.error'));
      } finally {
        setPending(({ [key]: _done, ...rest }) => rest);
      }
    },
    /** A user without write access (ADM-17): the message, no call, the switch unchanged. */
    deny: (messageKey: string) => danger(t(messageKey)),
  };
}
