/**
 * Folders a test writes to (data directories, copies of the repository, module folders), made under
 * the system's temporary folder and removed when the test file ends (tests/setup/node.ts and
 * tests/setup/dom.ts), so that a run of `npm test` leaves nothing behind (it once left about 500 MB
 * of server data directories per run).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

/** A new empty folder named `<prefix><random>`, removed with everything in it when the test file ends. */
export function temporaryDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes the folders this file made (the set-up files call it after each file). */
export function removeTemporaryDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}
