/**
 * Encrypted fields on the way in and out of storage: a write seals the clear values it stores
 * (keeping the stored seal when the value did not change, so an unchanged save changes nothing and
 * writes no history), an update that sends back a redaction keeps the stored value, and every read
 * that leaves the server redacts (redactSealed, fieldCipher.ts).
 */
import { sql, type Kysely } from 'kysely';
import { encryptedFields, looksRedacted, redact, type EncryptedField } from '../../engine/core/encryption/encryptedFields';
import type { ModuleSchema } from '../../engine/core/moduleSchema';
import type { Database } from '../db/schema';
import { fieldCipher } from './activeCipher';
import { isSealed, sealedPrefix } from './fieldCipher';

const cache = new WeakMap<object, EncryptedField[]>();
/** The schema's encrypted fields (computed once per schema). */
export function encryptedFieldsOf(schema: ModuleSchema): EncryptedField[] {
  let fields = cache.get(schema);
  if (!fields) cache.set(schema, (fields = encryptedFields(schema)));
  return fields;
}

/** The clear value of a stored one (undefined when it cannot be opened). */
function openStored(stored: unknown): string | undefined {
  if (!isSealed(stored)) return typeof stored === 'string' ? stored : undefined;
  try {
    return fieldCipher().open(stored);
  } catch {
    return undefined;
  }
}

/** `data` as it is stored: each encrypted field's clear text sealed (the stored seal kept when the value is the same). */
export function sealEncrypted(schema: ModuleSchema, data: Record<string, unknown>, current?: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const fields = encryptedFieldsOf(schema);
  if (!fields.length) return data;
  const sealed = { ...data };
  for (const { field, visibleEnd } of fields) {
    const value = data[field];
    if (typeof value !== 'string' || value === '') continue;
    const stored = current?.[field];
    sealed[field] = isSealed(stored) && openStored(stored) === value ? stored : fieldCipher().seal(value, visibleEnd);
  }
  return sealed;
}

/**
 * An update's `datos` with each redaction that matches the stored value replaced by that value in
 * clear (the record was sent back as it was read), so that the rules judge the real value. Returns
 * the fields whose redaction is not the stored value's (a create has none stored): the write refuses them.
 */
export function restoreRedacted(schema: ModuleSchema, datos: Record<string, unknown>, stored: Readonly<Record<string, unknown>> | undefined): string[] {
  const unmatched: string[] = [];
  for (const { field, visibleEnd } of encryptedFieldsOf(schema)) {
    const sent = datos[field];
    if (!looksRedacted(sent)) continue;
    const clear = openStored(stored?.[field]);
    if (clear !== undefined && redact(clear, visibleEnd) === sent) datos[field] = clear;
    else unmatched.push(field);
  }
  return unmatched;
}

/** The stored data of a record as it is in the database (sealed), or undefined. */
export async function storedData(db: Kysely<Database>, module: string, id: number): Promise<Record<string, unknown> | undefined> {
  const row = await db.selectFrom('records').select('data').where('module', '=', module).where('id', '=', id).executeTakeFirst();
  return row?.data as Record<string, unknown> | undefined;
}

/** The clear value of an encrypted field of a stored record (the reveal call), or undefined when it has none. */
export function openField(data: Readonly<Record<string, unknown>>, field: string): string | undefined {
  return openStored(data[field]);
}

/**
 * The query condition "the encrypted `field` of `records` holds `value` (clear)": by the seal's
 * fingerprint prefix, never decrypting (x-encrypted). Who may ask is server/modules/recordLookups.ts's.
 */
export function sealedValueMatches(field: string, value: string) {
  const prefix = sealedPrefix(fieldCipher().fingerprint(value));
  return sql<boolean>`left(records.data ->> ${field}, ${prefix.length}) = ${prefix}`;
}
