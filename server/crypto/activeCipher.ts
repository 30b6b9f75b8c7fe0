/**
 * The process's field cipher: set once at start-up from the configured key (server/main.ts);
 * outside production a process that never set one (tests, scripts on a throwaway database) gets a
 * random key of its own, which is only right for data that lives no longer than the process.
 */
import { randomBytes } from 'node:crypto';
import { createFieldCipher, type FieldCipher } from './fieldCipher';

let active: FieldCipher | undefined;

/** Makes `key` the key of every seal and open from now on. */
export function useFieldKey(key: Buffer): void {
  active = createFieldCipher(key);
}

/** The active cipher. */
export function fieldCipher(): FieldCipher {
  if (!active) {
    if (process.env.NODE_ENV === 'production') throw new Error('La clave de los campos cifrados no fue configurada');
    active = createFieldCipher(randomBytes(32));
  }
  return active;
}
