import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clientIsStale, clientSources, withBuildLock } from './ensureClientBuild';

const T0 = new Date('2025-01-01T10:00:00Z');
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

/** Writes `path` under `root` and sets its (and its folders') modification time. */
function touch(root: string, path: string, when: Date): void {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, 'x');
  utimesSync(file, when, when);
  for (let dir = dirname(file); dir.startsWith(root) && dir !== root; dir = dirname(dir)) utimesSync(dir, T0, T0);
}

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A checkout whose sources were all written at T0 and a bundle built at `builtAt` (none when null). */
function checkout(builtAt: Date | null): { root: string; client: string } {
  const root = mkdtempSync(join(tmpdir(), 'bo-client-'));
  made.push(root);
  touch(root, 'app/main.tsx', T0);
  touch(root, 'engine/core/messages.ts', T0);
  touch(root, 'scripts/compile-validators.ts', T0);
  touch(root, 'screens.config.json', T0);
  const client = join(root, 'dist/client');
  if (builtAt) touch(root, 'dist/client/index.html', builtAt);
  return { root, client };
}

describe('client build staleness (npm start builds dist/client when needed)', () => {
  it('a missing bundle is stale', () => {
    const { root, client } = checkout(null);
    expect(clientIsStale(root, client)).toBe(true);
  });

  it('a bundle newer than every source is fresh; sources that do not exist are ignored', () => {
    const { root, client } = checkout(later(5));
    expect(clientIsStale(root, client)).toBe(false);
  });

  it('a source file changed after the build, however deep, makes it stale', () => {
    const { root, client } = checkout(later(5));
    touch(root, 'engine/core/form/deep/rule.ts', later(6));
    expect(clientIsStale(root, client)).toBe(true);
  });

  it('the validator compiler is a source: changing it rebuilds (it writes app/generated)', () => {
    expect(clientSources).toContain('scripts/compile-validators.ts');
    const { root, client } = checkout(later(5));
    touch(root, 'scripts/compile-validators.ts', later(6));
    expect(clientIsStale(root, client)).toBe(true);
  });

  it("the screen config's files are sources: the root screens.config.json and a module's <m>.config.json", () => {
    for (const file of ['screens.config.json', 'schemas/banco/banco.config.json']) {
      const { root, client } = checkout(later(5));
      touch(root, file, later(6));
      expect(clientIsStale(root, client), file).toBe(true);
    }
  });

  it('node_modules and dot folders inside the sources do not count', () => {
    const { root, client } = checkout(later(5));
    touch(root, 'app/node_modules/pkg/index.js', later(9));
    touch(root, 'engine/.cache/x.json', later(9));
    expect(clientIsStale(root, client)).toBe(false);
  });

  it('files outside the sources (tests, server) do not rebuild the client', () => {
    const { root, client } = checkout(later(5));
    touch(root, 'server/main.ts', later(9));
    touch(root, 'tests/unit/x.test.ts', later(9));
    expect(clientIsStale(root, client)).toBe(false);
  });
});

describe('the build lock (two starts from one tree build once)', () => {
  const tree = () => {
    const root = mkdtempSync(join(tmpdir(), 'bo-lock-'));
    made.push(root);
    mkdirSync(join(root, 'node_modules'));
    return root;
  };
  const lock = (root: string) => join(root, 'node_modules', '.bo-client-build.lock');

  it('runs the build holding the lock and frees it after, also when the build fails', () => {
    const root = tree();
    let held = false;
    withBuildLock(root, () => {
      held = existsSync(lock(root));
    });
    expect(held).toBe(true);
    expect(existsSync(lock(root))).toBe(false);
    expect(() =>
      withBuildLock(root, () => {
        throw new Error('falló');
      }),
    ).toThrow('falló');
    expect(existsSync(lock(root))).toBe(false);
  });

  it('waits for a living holder and gives up with a Spanish message; takes over the lock of a process that ended', () => {
    const root = tree();
    mkdirSync(lock(root));
    writeFileSync(join(lock(root), 'pid'), String(process.pid)); // alive: this process
    let ran = false;
    expect(() => withBuildLock(root, () => (ran = true), 600)).toThrow('Otro proceso sigue compilando la aplicación web (npm run build).');
    expect(ran).toBe(false);
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(join(lock(root), 'pid'), ended);
    withBuildLock(root, () => (ran = true), 600);
    expect(ran).toBe(true);
  });
});
