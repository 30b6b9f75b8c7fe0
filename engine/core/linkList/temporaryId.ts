/**
 * Temporary ids of unsaved rows (LNK-31, CST-70): 5 random alphanumeric characters. The random
 * source is injected so that tests are deterministic.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export const TEMPORARY_ID_LENGTH = 5;
const MAX_ATTEMPTS = 100;

/** Returns a number in [0, 1), like Math.random. */
export type RandomSource = () => number;

/** A fresh temporary id, different from every id in `taken`. */
export function temporaryId(random: RandomSource = Math.random, taken: ReadonlySet<unknown> = new Set()): string {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    let id = '';
    for (let i = 0; i < TEMPORARY_ID_LENGTH; i += 1) id += ALPHABET[Math.min(ALPHABET.length - 1, Math.floor(random() * ALPHABET.length))];
    if (!taken.has(id)) return id;
  }
  // 62^5 ids: only a broken random source gets here.
  throw new Error(`No se pudo generar un id temporal libre en ${MAX_ATTEMPTS} intentos`);
}
