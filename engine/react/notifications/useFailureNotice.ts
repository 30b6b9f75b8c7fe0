/**
 * Failure notices shared by every screen, dialog and controller (engine/react/data/failureReport):
 * a failed save is said and handed back for the form to act on; a failed load is said once per
 * failure. Screens never write their own `catch` around a save or a load.
 */
import { useEffect, useMemo } from 'react';
import { failureNotice, saveFailure, type SaveFailure } from '../data/failureReport';
import { useNotify } from './useNotify';

/** `failed(error, text)`: shows the notice of a call whose only answer to a failure is a notice (a row action, an export). */
export function useFailureNotice(): (error: unknown, text: string) => void {
  const { danger } = useNotify();
  return useMemo(
    () => (error: unknown, text: string) => {
      const notice = failureNotice(error, text);
      if (notice) danger(notice);
    },
    [danger],
  );
}

/** `saveFailed(error, text)`: shows the failure's notice and returns what else the form does with it. */
export function useSaveFailure(): (error: unknown, text: string) => SaveFailure {
  const { danger } = useNotify();
  return useMemo(
    () => (error: unknown, text: string) => {
      const failure = saveFailure(error, text);
      if (failure.notice) danger(failure.notice);
      return failure;
    },
    [danger],
  );
}

/**
 * Says a failed load (`failed`, with its `error`) once per failure (`failures` counts them, e.g. a
 * query's errorUpdateCount) and returns the text, for the screen's own state (an empty page).
 */
export function useLoadFailureNotice(failed: boolean, error: unknown, text: string, failures = 0): string {
  const { danger } = useNotify();
  const notice = failureNotice(error, text);
  useEffect(() => {
    if (failed && notice) danger(notice);
  }, [failed, error, notice, failures, danger]);
  return notice ?? text;
}
