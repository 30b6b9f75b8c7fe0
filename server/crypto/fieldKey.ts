/**
 * The master key of the encrypted fields (fieldCipher.ts): `FIELD_ENCRYPTION_KEY` (32 bytes, base64
 * or hex) in the environment; without it, outside production, a key generated on first start into
 * the data directory (`<DATA_DIR>/clave-cifrado.key`, mode 0600, never in the repository) and read
 * back on every later start. Production without the variable refuses to start: a key lost is every
 * encrypted value lost.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

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
  readonly dataDir: string;
  readonly production: boolean;
}

/** The master key from the environment, or the data directory's development key (created when missing). */
export function loadFieldKey({ envKey, dataDir, production }: FieldKeySource): Buffer {
  if (envKey) return parseFieldKey(envKey);
  if (production) throw new Error('Falta FIELD_ENCRYPTION_KEY: en producción la clave de los campos cifrados viene del entorno');
  const file = join(dataDir, DEV_KEY_FILE);
  if (existsSync(file)) return parseFieldKey(readFileSync(file, 'utf8'));
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}
