/**
 * Leaving a form with unsaved changes asks first: a route change inside the app is held by
 * the router's blocker (the caller shows the dialog), closing or reloading the tab triggers
 * the browser's own `beforeunload` prompt.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from '../router/Router';
import { unloadGuardsReleased } from './unloadGuard';

/** The blocker; `shouldBlock` is asked at the moment of leaving, so a save can let go at once. */
export function useLeaveGuard(shouldBlock: () => boolean) {
  const ask = useRef(shouldBlock);
  ask.current = shouldBlock;
  const blocks = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && ask.current(), []);
  const blocker = useBlocker(blocks);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (unloadGuardsReleased() || !ask.current()) return;
      event.preventDefault();
      event.returnValue = ''; // older Chromium needs it to show the prompt
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  return blocker;
}
