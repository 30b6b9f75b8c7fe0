/**
 * Global set-up of a vitest run: a snapshot folder (TEST_SNAPSHOT_DIR) that the run's test files
 * share, removed when the run ends. Test databases started from a dump keep their dumps there
 * (tests/api/helpers/testDatabase.ts), and the run's seeded template databases on the test server
 * (TEST_DATABASE_URL) are named after it; both go when the run ends. The workers inherit the variable.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropRunTemplates } from '../api/helpers/seededTemplates';

export default function setup(): () => Promise<void> | void {
  // Each project runs this set-up; the run keeps the first folder (a folder given from outside is left alone).
  if (process.env.TEST_SNAPSHOT_DIR) return () => {};
  const dir = mkdtempSync(join(tmpdir(), 'bo-test-snapshots-'));
  process.env.TEST_SNAPSHOT_DIR = dir;
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    delete process.env.TEST_SNAPSHOT_DIR;
    if (process.env.TEST_DATABASE_URL) await dropRunTemplates(process.env.TEST_DATABASE_URL, dir);
  };
}
