/**
 * The file-storage port (DESIGN "side effects behind ports"): where uploaded bytes live. The
 * embedded adapter is a local directory (`localFileStorage`); an S3-compatible one can follow.
 * Keys are chosen by the server (`<carpeta>/<uuid>.<ext>`), never by the user.
 */
import type { Readable } from 'node:stream';

export interface FileStorage {
  /** Stores the bytes under `key`, all or nothing: a failed put leaves nothing under the key. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes as a stream, or null when there is nothing under the key. */
  get(key: string): Promise<Readable | null>;
  /** Removes what is under the key; nothing there is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys the adapters accept: folder segments and a file name of safe characters, no `..`. */
export const STORAGE_KEY = /^(?:[a-z0-9_-]{1,40}\/)*[a-z0-9_-]{1,80}\.[a-z0-9]{1,10}$/;

/** Throws when a key is not one the server would choose (defence in depth against traversal). */
export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`Clave de almacenamiento inválida: '${key}'`);
}
