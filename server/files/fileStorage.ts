/**
 * The file-storage port (docs/architecture.md, "Side effects behind ports"): where uploaded bytes live. The
 * embedded adapter is a local directory (`localFileStorage`); an S3-compatible one can follow.
 * Keys are chosen by the server (`<carpeta>/<uuid>.<ext>`), never by the user.
 *
 * An upload is streamed into a staged file (`stage`), which is committed under its key in one
 * atomic step once its row is being written (see storeUploads), or discarded. What a crash leaves
 * behind (staged files, files whose row never committed) is found by `list` and removed by the
 * orphan sweep (sweepOrphans).
 */
import type { Readable, Writable } from 'node:stream';

/** Bytes being received, not yet stored under a key. */
export interface StagedFile {
  /** Where the bytes are written while the upload is read. */
  readonly stream: Writable;
  /** Moves the staged bytes under `key` in one atomic step. */
  commit(key: string): Promise<void>;
  /** Removes the staged bytes (nothing there, or already committed, is not an error). */
  discard(): Promise<void>;
}

/** One entry of the storage, for the orphan sweep. */
export interface StorageEntry {
  /** The key of a stored file, or an adapter-specific name of a staged one. */
  readonly key: string;
  /** True for a staged (or older-style `*.part`) file: never linked to a row. */
  readonly staged: boolean;
  /** Last modification, epoch milliseconds. */
  readonly modifiedAt: number;
}

export interface FileStorage {
  /** Stores the bytes under `key`, all or nothing: a failed put leaves nothing under the key. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** A new staged file to stream an upload into. */
  stage(): Promise<StagedFile>;
  /** The stored bytes as a stream, or null when there is nothing under the key. */
  get(key: string): Promise<Readable | null>;
  /** Removes what is under the key; nothing there is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored and staged entry. */
  list(): AsyncIterable<StorageEntry>;
  /** Removes an entry `list` returned (stored or staged). */
  remove(entry: StorageEntry): Promise<void>;
}

/** Keys the adapters accept: folder segments and a file name of safe characters, no `..`. */
export const STORAGE_KEY = /^(?:[a-z0-9_-]{1,40}\/)*[a-z0-9_-]{1,80}\.[a-z0-9]{1,10}$/;

/** Throws when a key is not one the server would choose (defence in depth against traversal). */
export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`Clave de almacenamiento inválida: '${key}'`);
}
