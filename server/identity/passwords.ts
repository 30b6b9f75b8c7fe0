/**
 * Password hashing with scrypt (node:crypto, no native add-on). Stored form:
 * `scrypt$N$r$p$<salt base64>$<hash base64>`, so the cost can be raised later without breaking
 * existing hashes: verification reads the parameters from the stored string.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { positiveIdOf } from '../../engine/core/positiveId';

const COST = 16384; // N = 2^14: ~50 ms per check, the usual interactive-login setting.
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;

// Bounds for parameters read back from the database, so a corrupted or hostile row cannot make a
// login attempt allocate gigabytes or spin for minutes.
const MAX_COST = 2 ** 20;
const MAX_BLOCK_SIZE = 32;
const MAX_PARALLELISM = 16;

function scrypt(plain: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(plain.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

// Node refuses scrypt above 32 MiB unless told; N=2^20 with r=8 needs ~1 GiB, so size it per call.
const memoryFor = (cost: number, blockSize: number, parallelism: number) => 128 * cost * blockSize * (parallelism + 2) + 1024 * 1024;

/** Hashes a password with a fresh random salt (two hashes of one password differ). */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const options = { N: COST, r: BLOCK_SIZE, p: PARALLELISM, maxmem: memoryFor(COST, BLOCK_SIZE, PARALLELISM) };
  const hash = await scrypt(plain, salt, KEY_BYTES, options);
  return ['scrypt', COST, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), hash.toString('base64')].join('$');
}

function positiveInt(text: string, max: number): number | null {
  const value = positiveIdOf(text);
  return value !== undefined && value <= max ? value : null;
}

/**
 * True when `plain` matches the stored hash. Anything malformed (null, another scheme, bad
 * parameters, bad base64) is false, never an exception: a broken row must just fail the login.
 */
export async function verifyPassword(plain: string, stored: string | null | undefined): Promise<boolean> {
  if (typeof plain !== 'string' || typeof stored !== 'string') return false;
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const cost = positiveInt(parts[1], MAX_COST);
  const blockSize = positiveInt(parts[2], MAX_BLOCK_SIZE);
  const parallelism = positiveInt(parts[3], MAX_PARALLELISM);
  if (cost === null || blockSize === null || parallelism === null || (cost & (cost - 1)) !== 0 || cost < 2) return false;
  const base64 = /^[A-Za-z0-9+/]+={0,2}$/;
  if (!base64.test(parts[4]) || !base64.test(parts[5])) return false;
  const salt = Buffer.from(parts[4], 'base64');
  const expected = Buffer.from(parts[5], 'base64');
  if (salt.length < 8 || expected.length < 16 || expected.length > 256) return false;
  try {
    const actual = await scrypt(plain, salt, expected.length, {
      N: cost,
      r: blockSize,
      p: parallelism,
      maxmem: memoryFor(cost, blockSize, parallelism),
    });
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}
