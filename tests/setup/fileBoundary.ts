/**
 * What every set-up file does at a test file's edges, the files of a worker sharing its process and
 * modules (isolate: false in vitest.config.ts): the file starts with the run's key for encrypted
 * fields, and after it the stubs it made (environment variables, globals, fake timers, spies) are
 * undone and its temporary folders removed, so the next file starts as it would alone.
 */
import { afterAll, vi } from 'vitest';
import { removeTemporaryDirs } from '../support/temporaryDir';
import { useRunFieldKey } from './runFieldKey';

export function isolateThisFile(): void {
  useRunFieldKey();
  afterAll(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    removeTemporaryDirs();
  });
}
