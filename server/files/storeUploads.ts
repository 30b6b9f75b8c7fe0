/**
 * Stores checked uploads: in one transaction, the user's quota is checked (under a per-user lock,
 * so parallel uploads cannot both pass it), the rows are inserted and each staged file is renamed
 * to its server-chosen key (`<carpeta>/<uuid>.<ext>`); the transaction commits only after every
 * rename. A failure rolls the rows back and removes the files; a crash in between leaves at most
 * files with no row, which the orphan sweep removes (sweepOrphans). A row never points to a
 * missing file.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { t } from '../../engine/core/messages';
import type { Database, FilesTable } from '../db/schema';
import { HttpError } from '../http/httpError';
import type { FileStorage, StagedFile } from './fileStorage';
import { SERVER_EXTENSIONS, storedExtension, type UploadTarget } from './uploadPolicy';

export interface CheckedFile {
  readonly originalName: string;
  /** Accepted extension (a key of SERVER_EXTENSIONS). */
  readonly extension: string;
  readonly size: number;
  readonly sha256: string;
  readonly staged: StagedFile;
}

export type StoredFile = Omit<FilesTable, 'created_at'>;

/** The storage key of a stored file. */
export const storageKeyOf = (file: Pick<FilesTable, 'carpeta' | 'stored_name'>) => `${file.carpeta}/${file.stored_name}`;

// Lock namespace for pg_advisory_xact_lock(namespace, user id): one quota check per user at a time.
const QUOTA_LOCK = 17_001;

/** Bytes a user's files take (what the quota counts). */
export async function usedBytes(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('files')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), sql<number>`0`).as('used'))
    .where('uploaded_by', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.used);
}

const megabytes = (bytes: number) => String(Math.round((bytes / (1024 * 1024)) * 100) / 100);

/** Links every file and its row, or nothing; throws a 413 when the user's quota would be passed. */
export async function storeUploads(
  db: Kysely<Database>,
  storage: FileStorage,
  uploadedBy: number,
  target: UploadTarget,
  files: readonly CheckedFile[],
  quotaBytes: number = Number.POSITIVE_INFINITY,
): Promise<StoredFile[]> {
  const rows: StoredFile[] = files.map((file) => {
    const id = randomUUID();
    return {
      id,
      stored_name: `${id}.${storedExtension(file.extension)}`,
      original_name: file.originalName,
      mime: SERVER_EXTENSIONS[file.extension].mime,
      size: file.size,
      sha256: file.sha256,
      prefijo: target.prefijo,
      carpeta: target.carpeta,
      uploaded_by: uploadedBy,
      module: null,
      record_id: null,
    };
  });
  const committed: string[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${QUOTA_LOCK}, ${uploadedBy}::integer)`.execute(trx);
      const incoming = rows.reduce((sum, row) => sum + row.size, 0);
      if ((await usedBytes(trx, uploadedBy)) + incoming > quotaBytes) {
        throw new HttpError(413, 'cuota_excedida', t('upload.quota', { max: megabytes(quotaBytes) }));
      }
      await trx.insertInto('files').values(rows).execute();
      for (const [i, row] of rows.entries()) {
        await files[i].staged.commit(storageKeyOf(row));
        committed.push(storageKeyOf(row));
      }
    });
    return rows;
  } catch (error) {
    await Promise.allSettled(committed.map((key) => storage.delete(key)));
    throw error;
  } finally {
    await Promise.allSettled(files.map((file) => file.staged.discard()));
  }
}
