import { afterAll, vi } from 'vitest';
import { removeTemporaryDirs } from '../support/temporaryDir';
import { useRunFieldKey } from './runFieldKey';

// The node projects' files share their worker's process and modules (isolate: false in
// vitest.config.ts); this set-up runs again before each file, and after the file undoes what the
// file stubbed (environment variables, globals, fake timers, spies) and removes its temporary folders, so the next file starts as it would alone.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  removeTemporaryDirs();
});

// Every file of the run uses the run's key for encrypted fields (a file before it may have set another).
useRunFieldKey();
