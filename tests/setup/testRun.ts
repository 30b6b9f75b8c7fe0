/**
 * Global set-up of a vitest run: a snapshot folder (TEST_SNAPSHOT_DIR) that the run's test files
 * share, removed when the run ends. Test databases started from a dump keep their dumps there
 * (tests/api/helpers/testDatabase.ts). The workers inherit the variable.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  // Each project runs this set-up; the run keeps the first folder (a folder given from outside is left alone).
  if (process.env.TEST_SNAPSHOT_DIR) return () => {};
  const dir = mkdtempSync(join(tmpdir(), 'bo-test-snapshots-'));
  process.env.TEST_SNAPSHOT_DIR = dir;
  return () => {
    rmSync(dir, { recursive: true, force: true });
    delete process.env.TEST_SNAPSHOT_DIR;
  };
}
