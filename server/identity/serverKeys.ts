/**
 * The identity service's secrets: the keys that sign the provider's cookies and the private key
 * that signs ID tokens. None are in the repository or the environment: the first process to start
 * on a database generates them and stores them in `server_keys`; every process reads them from
 * there, so all processes of one database sign and verify alike.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { JWK } from 'oidc-provider';
import type { Database } from '../db/schema';

const COOKIE_KEYS = 'oidc.cookie_keys';
const SIGNING_KEYS = 'oidc.signing_jwks';

export interface ServerKeys {
  /** Keygrip keys for oidc-provider's signed cookies (first one signs, all verify). */
  readonly cookieKeys: string[];
  /** Private JWKS for the provider's `jwks` option (ID tokens; published as public keys). */
  readonly signingKeys: { keys: JWK[] };
}

/** Reads the keys, generating and storing any that are missing (first start). */
export async function loadServerKeys(db: Kysely<Database>): Promise<ServerKeys> {
  const cookies = await loadOrCreate(db, COOKIE_KEYS, () => ({
    keys: [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')],
  }));
  const jwks = await loadOrCreate(db, SIGNING_KEYS, () => ({ keys: [generateSigningKey()] }));
  return { cookieKeys: validCookieKeys(cookies), signingKeys: { keys: validSigningKeys(jwks) } };
}

/** A fresh RSA signing key as a private JWK (RS256 is every client's default ID-token algorithm). */
function generateSigningKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { ...jwk, kid: randomBytes(12).toString('base64url'), alg: 'RS256', use: 'sig' };
}

/**
 * Insert-if-absent then re-read: when two processes start at once both may generate a value, the
 * primary key lets one win, and both go on with the stored one.
 */
async function loadOrCreate(db: Kysely<Database>, name: string, create: () => Record<string, unknown>): Promise<Record<string, unknown>> {
  const existing = await read(db, name);
  if (existing) return existing;
  await db
    .insertInto('server_keys')
    .values({ name, value: JSON.stringify(create()) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await read(db, name);
  if (!stored) throw new Error(`No se pudo guardar la clave del servidor '${name}'`);
  return stored;
}

async function read(db: Kysely<Database>, name: string): Promise<Record<string, unknown> | undefined> {
  const row = await db.selectFrom('server_keys').select('value').where('name', '=', name).executeTakeFirst();
  if (!row) return undefined;
  return typeof row.value === 'string' ? (JSON.parse(row.value) as Record<string, unknown>) : row.value;
}

// A damaged row must stop the server with a clear message rather than sign with garbage.
function validCookieKeys(value: Record<string, unknown>): string[] {
  const keys = value.keys;
  if (!Array.isArray(keys) || keys.length === 0 || !keys.every((k) => typeof k === 'string' && k.length >= 32)) {
    throw new Error(`La clave del servidor '${COOKIE_KEYS}' está dañada`);
  }
  return keys as string[];
}

function validSigningKeys(value: Record<string, unknown>): JWK[] {
  const keys = value.keys;
  if (!Array.isArray(keys) || keys.length === 0 || !keys.every((k) => k && typeof k === 'object' && typeof k.kty === 'string' && typeof k.d === 'string')) {
    throw new Error(`La clave del servidor '${SIGNING_KEYS}' está dañada`);
  }
  return keys as JWK[];
}
