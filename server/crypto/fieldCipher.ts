/**
 * Encryption at rest of `x-encrypted` fields (engine/core/encryption/encryptedFields.ts): AES-256-GCM
 * with a random 96-bit IV per value, and an HMAC-SHA256 of the clear value so that equal values can
 * be found (a duplicate card, CRD-17) without decrypting. Both keys are derived (HKDF) from one
 * 32-byte master key (fieldKey.ts). A sealed value is one string:
 *
 *   cifrado:v1:<hmac hex>:<redaction>:<iv>:<ciphertext>:<tag>   (base64url)
 *
 * The redaction (`XXXXXXXXXXXX1234`) travels in the envelope so that responses are redacted without
 * the key; the clear value leaves only through `open` (the recorded reveal call).
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { redact } from '../../engine/core/encryption/encryptedFields';

const PREFIX = 'cifrado:v1:';
const IV_BYTES = 12;

export interface FieldCipher {
  /** The sealed form of a clear value, showing its last `visibleEnd` characters in its redaction. */
  seal(clear: string, visibleEnd: number): string;
  /** The clear value of a sealed one; throws when it was not sealed with this key or was altered. */
  open(sealed: string): string;
  /** The keyed fingerprint of a clear value (equal values, equal fingerprints). */
  fingerprint(clear: string): string;
}

/** True when a stored value is a sealed one. */
export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(PREFIX);
}

/** The parts of a sealed value. */
function partsOf(sealed: string) {
  const [fingerprint, redaction, iv, data, tag] = sealed.slice(PREFIX.length).split(':');
  return { fingerprint, redaction, iv, data, tag };
}

/** What a response shows for a sealed value: its redaction. */
export function redactionOf(sealed: string): string {
  return partsOf(sealed).redaction ?? '';
}

/** The fingerprint a sealed value carries. */
export function fingerprintOf(sealed: string): string {
  return partsOf(sealed).fingerprint ?? '';
}

/** The prefix every sealed value of `fingerprint` starts with (a query finds equal values by it). */
export function sealedPrefix(fingerprint: string): string {
  return `${PREFIX}${fingerprint}:`;
}

/**
 * `value` (a record's data, a history change, a list of them) with every sealed string replaced by
 * its redaction: a copy of each array or object that holds one, the same value where none is inside
 * (most records have no encrypted field: a list page is answered without copying every row's data).
 */
export function redactSealed<T>(value: T): T {
  if (isSealed(value)) return redactionOf(value) as T;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item = redactSealed(value[i]);
      if (item !== value[i]) (copy ??= value.slice())[i] = item;
    }
    return (copy ?? value) as T;
  }
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    let copy: Record<string, unknown> | undefined;
    for (const key in value) {
      if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
      const item = (value as Record<string, unknown>)[key];
      const redacted = redactSealed(item);
      if (redacted !== item) (copy ??= { ...(value as Record<string, unknown>) })[key] = redacted;
    }
    return (copy ?? value) as T;
  }
  return value;
}

/** A cipher over a 32-byte master key. */
export function createFieldCipher(masterKey: Buffer): FieldCipher {
  if (masterKey.length !== 32) throw new Error('La clave de cifrado debe tener 32 bytes');
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), info, 32));
  const encryptionKey = derive('backoffice campos cifrados v1');
  const macKey = derive('backoffice huellas v1');
  const fingerprint = (clear: string) => createHmac('sha256', macKey).update(clear, 'utf8').digest('hex');
  return {
    fingerprint,
    seal(clear, visibleEnd) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const header = `${PREFIX}${fingerprint(clear)}:${redact(clear, visibleEnd)}:`;
      // The header is authenticated too: a redaction or fingerprint swapped in the database fails to open.
      cipher.setAAD(Buffer.from(header, 'utf8'));
      const data = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
      return `${header}${iv.toString('base64url')}:${data.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}`;
    },
    open(sealed) {
      if (!isSealed(sealed)) throw new Error('El valor no está cifrado');
      const { fingerprint: print, redaction, iv, data, tag } = partsOf(sealed);
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(`${PREFIX}${print}:${redaction}:`, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
