import { describe, expect, it } from 'vitest';
import { existsSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { lockDataDir, DataDirLockedError } from './dataDirLock';
import { temporaryDir } from '../../tests/support/temporaryDir';

describe('data dir lock', () => {
  it('gives the dir to one owner and releases it', () => {
    const dir = temporaryDir('bo-lock-');
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'backoffice.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'backoffice.lock'))).toBe(false);
  });

  it('refuses a dir held by another live process with a clear message', () => {
    const dir = temporaryDir('bo-lock-');
    writeFileSync(join(dir, 'backoffice.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`La carpeta de datos ${dir} está en uso por otro proceso (pid ${process.ppid})`);
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dir = temporaryDir('bo-lock-');
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    writeFileSync(join(dir, 'backoffice.lock'), dead.stdout.trim());
    const release = lockDataDir(dir);
    release();
  });
});
