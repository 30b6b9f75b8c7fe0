/**
 * Stores checked uploads: bytes through the storage port under server-chosen names
 * (`<carpeta>/<uuid>.<ext>`), then one insert of all their rows. Any failure removes what was
 * written, so a failed upload leaves neither files nor rows.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, FilesTable } from '../db/schema';
import type { FileStorage } from './fileStorage';
import { SERVER_EXTENSIONS, storedExtension, type UploadTarget } from './uploadPolicy';

export interface CheckedFile {
  readonly originalName: string;
  /** Accepted extension (a key of SERVER_EXTENSIONS). */
  readonly extension: string;
  readonly bytes: Uint8Array;
}

export type StoredFile = Omit<FilesTable, 'created_at'>;

/** The storage key of a stored file. */
export const storageKeyOf = (file: Pick<FilesTable, 'carpeta' | 'stored_name'>) => `${file.carpeta}/${file.stored_name}`;

/** Writes every file and its row, or nothing. */
export async function storeUploads(
  db: Kysely<Database>,
  storage: FileStorage,
  uploadedBy: number,
  target: UploadTarget,
  files: readonly CheckedFile[],
): Promise<StoredFile[]> {
  const rows: StoredFile[] = files.map((file) => {
    const id = randomUUID();
    return {
      id,
      stored_name: `${id}.${storedExtension(file.extension)}`,
      original_name: file.originalName,
      mime: SERVER_EXTENSIONS[file.extension].mime,
      size: file.bytes.length,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      prefijo: target.prefijo,
      carpeta: target.carpeta,
      uploaded_by: uploadedBy,
      module: null,
      record_id: null,
    };
  });
  const written: string[] = [];
  try {
    for (const [i, row] of rows.entries()) {
      written.push(storageKeyOf(row));
      await storage.put(storageKeyOf(row), files[i].bytes);
    }
    await db.insertInto('files').values(rows).execute();
    return rows;
  } catch (error) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw error;
  }
}
