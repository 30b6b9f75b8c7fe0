import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { isolateThisFile } from './fileBoundary';

// The dom project runs without vitest globals, so Testing Library cannot register its own cleanup.
// Each test starts from a page of its own: what one test left in the storage (a draft of the form it
// typed in, a list's density) is not offered to the next.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// The dom project's files share their worker's jsdom window and modules (isolate: false in
// vitest.config.ts); this set-up runs again before each file, so each file starts with a fresh page's
// state: empty storage, the start URL, real timers, no stubbed globals or variables and no spies.
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');
isolateThisFile();

// findBy*/waitFor wait up to 5 s: dialogs and toasts animate, and CI machines are busy.
configure({ asyncUtilTimeout: 5000 });

// The screens load lazily in the app (engine/react/loading); here their modules are imported once up
// front, so that a test's first screen does not wait for vitest to transform its module tree.
// So are the parts that load after the first screen in the app (the idle dialog, the list's confirmations,
// a transition's dialog); the toaster is downloaded as the app does after its first screen, so that a
// notification shows in the render that raised it, as it does in the app once that screen settled.
await Promise.all([
  import('../../engine/react/session/IdleDialog'),
  import('../../engine/react/list/ListConfirmations'),
  import('../../engine/react/transitions/TransitionDialog'),
  import('../../engine/react/notifications/NotificationProvider').then((m) => m.preloadToaster()),
  import('../../engine/react/loading/lazyScreens').then((m) =>
    Promise.all([m.LazyListScreen.preload(), m.LazyFormScreen.preload(), m.LazyPreviewDialog.preload()]),
  ),
]);
