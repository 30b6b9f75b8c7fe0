/**
 * Global set-up of a vitest run: a snapshot folder (TEST_SNAPSHOT_DIR) that the run's test files
 * share, removed when the run ends. Test databases started from a dump keep their dumps there
 * (tests/api/helpers/testDatabase.ts), and the run's seeded template databases on the test server
 * (TEST_DATABASE_URL) are named after it; both go when the run ends. It also makes the run's key for
 * encrypted fields (TEST_FIELD_KEY, tests/setup/runFieldKey.ts). The workers inherit the variables.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropRunTemplates } from '../api/helpers/seededTemplates';

export default function setup(): () => Promise<void> | void {
  // Each project runs this set-up; the run keeps the first folder (a folder given from outside is left alone).
  if (process.env.TEST_SNAPSHOT_DIR) return () => {};
  const dir = mkdtempSync(join(tmpdir(), 'bo-test-snapshots-'));
  process.env.TEST_SNAPSHOT_DIR = dir;
  // One key for the encrypted fields of every file of the run (tests/setup/runFieldKey.ts).
  process.env.TEST_FIELD_KEY ??= randomBytes(32).toString('base64');
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    delete process.env.TEST_SNAPSHOT_DIR;
    if (process.env.TEST_DATABASE_URL) await dropRunTemplates(process.env.TEST_DATABASE_URL, dir);
  };
}
