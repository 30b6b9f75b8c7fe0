/**
 * The master key of the encrypted fields (fieldCipher.ts): `FIELD_ENCRYPTION_KEY` (32 bytes, base64
 * or hex) in the environment; without it, outside production, a key generated on first start into
 * the data directory (`<DATA_DIR>/clave-cifrado.key`, mode 0600, never in the repository) and read
 * back on every later start. Or `FIELD_ENCRYPTION_KEY_FILE`, a file holding it (a mounted secret).
 * Production without either refuses to start: a key lost is every encrypted value lost. Production
 * with a key file inside the data directory refuses too: the key beside the
 * database it protects would leave with every copy of that directory (a backup, a stolen disk).
 */
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { isAbsolute, join, relative, resolve } from 'node:path';

/** File name of the development key inside the data directory. */
export const DEV_KEY_FILE = 'clave-cifrado.key';

/** The 32 bytes of a key written as base64 (44 characters) or hex (64). */
export function parseFieldKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('FIELD_ENCRYPTION_KEY debe tener 32 bytes en base64 (44 caracteres) o hexadecimal (64 caracteres)');
  return key;
}

export interface FieldKeySource {
  readonly envKey?: string;
  /** A file holding the key (FIELD_ENCRYPTION_KEY_FILE). */
  readonly keyFile?: string;
  readonly dataDir: string;
  readonly production: boolean;
}

/** A path as the file system resolves it (links followed) when it exists, else as written. */
const realPath = (path: string): string => (existsSync(path) ? realpathSync(path) : resolve(path));

/** True when `path` is `dir` or lies inside it. */
export function isInside(path: string, dir: string): boolean {
  const rel = relative(realPath(dir), realPath(path));
  return !rel.startsWith('..') && !isAbsolute(rel);
}

/** The master key from the environment or its file, or the data directory's development key (created when missing). */
export function loadFieldKey({ envKey, keyFile, dataDir, production }: FieldKeySource): Buffer {
  if (production && keyFile && isInside(keyFile, dataDir)) {
    throw new Error(
      `FIELD_ENCRYPTION_KEY_FILE (${keyFile}) está dentro del directorio de datos (${dataDir}): en producción la clave de los campos cifrados se guarda fuera de él`,
    );
  }
  if (envKey) return parseFieldKey(envKey);
  if (keyFile) {
    if (!existsSync(keyFile)) throw new Error(`No existe el archivo de la clave de los campos cifrados (FIELD_ENCRYPTION_KEY_FILE): ${keyFile}`);
    return parseFieldKey(readFileSync(keyFile, 'utf8'));
  }
  if (production)
    throw new Error(
      'Falta FIELD_ENCRYPTION_KEY: en producción la clave de los campos cifrados viene del entorno (o de FIELD_ENCRYPTION_KEY_FILE, fuera del directorio de datos)',
    );
  const file = join(dataDir, DEV_KEY_FILE);
  if (existsSync(file)) return parseFieldKey(readFileSync(file, 'utf8'));
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}
