/**
 * The local-directory adapter of the file-storage port. A put or a staged upload writes a
 * temporary `*.part` file under the same root (same file system) and renames it into place, so a
 * crash or a failed write never leaves a partial file under a key; `*.part` files left by a crash
 * are listed as staged for the orphan sweep.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { assertStorageKey, type FileStorage, type StorageEntry } from './fileStorage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';
const ignoreMissing = (error: unknown) => {
  if (!isMissing(error)) throw error;
};

/** Where uploads are streamed before they are committed (under the root: rename stays atomic). */
export const STAGING_DIR = '.subiendo';

/** Files under `root` (created on the first put). */
export function createLocalFileStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`Clave de almacenamiento inválida: '${key}'`);
    return path;
  };
  const partName = () => `${randomBytes(12).toString('hex')}.part`;

  async function* walk(dir: string): AsyncGenerator<StorageEntry> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        yield* walk(path);
      } else if (entry.isFile()) {
        const info = await stat(path).catch(() => null);
        if (!info) continue;
        const key = relative(base, path).split(sep).join('/');
        yield { key, staged: entry.name.endsWith('.part'), modifiedAt: info.mtimeMs };
      }
    }
  }

  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${partName()}`;
      try {
        await writeFile(temporary, bytes, { flag: 'wx', mode: 0o640 });
        await rename(temporary, path);
      } catch (error) {
        await unlink(temporary).catch(() => {});
        throw error;
      }
    },
    async stage() {
      const dir = join(base, STAGING_DIR);
      await mkdir(dir, { recursive: true });
      const temporary = join(dir, partName());
      const stream = createWriteStream(temporary, { flags: 'wx', mode: 0o640 });
      await new Promise<void>((resolveOpen, reject) => {
        stream.once('open', () => resolveOpen());
        stream.once('error', reject);
      });
      let committed = false;
      return {
        stream,
        async commit(key) {
          const path = pathOf(key);
          await mkdir(dirname(path), { recursive: true });
          await rename(temporary, path);
          committed = true;
        },
        async discard() {
          if (!stream.closed) {
            await new Promise<void>((done) => {
              stream.once('close', () => done());
              stream.destroy();
            });
          }
          if (!committed) await unlink(temporary).catch(ignoreMissing);
        },
      };
    },
    async get(key) {
      const path = pathOf(key);
      try {
        if (!(await stat(path)).isFile()) return null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return createReadStream(path);
    },
    async delete(key) {
      await unlink(pathOf(key)).catch(ignoreMissing);
    },
    list: () => walk(base),
    async remove(entry) {
      const path = resolve(base, entry.key);
      if (!path.startsWith(base + sep)) throw new Error(`Clave de almacenamiento inválida: '${entry.key}'`);
      await unlink(path).catch(ignoreMissing);
    },
  };
}
