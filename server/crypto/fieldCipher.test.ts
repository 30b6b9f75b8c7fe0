import { describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createFieldCipher, fingerprintOf, isSealed, redactSealed, redactionOf } from './fieldCipher';
import { DEV_KEY_FILE, loadFieldKey, parseFieldKey } from './fieldKey';
import { temporaryDir } from '../../tests/support/temporaryDir';

const cipher = createFieldCipher(randomBytes(32));

describe('field cipher (x-encrypted, AES-256-GCM)', () => {
  it('CRD-19 seals a card number: the clear digits are nowhere in the stored text, and it opens back', () => {
    const sealed = cipher.seal('4111111111111111', 4);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('4111111111111111');
    expect(sealed).not.toContain('411111111111');
    expect(redactionOf(sealed)).toBe('XXXXXXXXXXXX1111');
    expect(cipher.open(sealed)).toBe('4111111111111111');
  });

  it('CRD-19 two seals of one number differ (random IV) but share the fingerprint', () => {
    const a = cipher.seal('5500000000000004', 4);
    const b = cipher.seal('5500000000000004', 4);
    expect(a).not.toBe(b);
    expect(fingerprintOf(a)).toBe(fingerprintOf(b));
    expect(fingerprintOf(a)).toBe(cipher.fingerprint('5500000000000004'));
    expect(cipher.fingerprint('5500000000000005')).not.toBe(cipher.fingerprint('5500000000000004'));
  });

  it('CRD-19 another key cannot open it, and an altered value (its redaction or data) fails', () => {
    const sealed = cipher.seal('4111111111111111', 4);
    expect(() => createFieldCipher(randomBytes(32)).open(sealed)).toThrow();
    expect(() => cipher.open(sealed.replace('XXXXXXXXXXXX1111', 'XXXXXXXXXXXX2222'))).toThrow();
    const parts = sealed.split(':');
    parts[6] = Buffer.from('4111111111111112').toString('base64url');
    expect(() => cipher.open(parts.join(':'))).toThrow();
  });

  it('CRD-OP03 redacts every sealed value of a record, a history change or a list, and leaves the rest', () => {
    const data = { numero: cipher.seal('4111111111111111', 4), prestadora: 'VISA', filas: [{ numero: cipher.seal('378282246310005', 4) }], n: 3 };
    expect(redactSealed(data)).toEqual({ numero: 'XXXXXXXXXXXX1111', prestadora: 'VISA', filas: [{ numero: 'XXXXXXXXXXX0005' }], n: 3 });
  });
});

describe('field key (FIELD_ENCRYPTION_KEY)', () => {
  it('CRD-19 reads a base64 or hex key of 32 bytes and refuses another length', () => {
    const key = randomBytes(32);
    expect(parseFieldKey(key.toString('base64')).equals(key)).toBe(true);
    expect(parseFieldKey(key.toString('hex')).equals(key)).toBe(true);
    expect(() => parseFieldKey('corta')).toThrow(/32 bytes/);
  });

  it('CRD-19 in development generates a key into the data directory once (mode 0600) and reads it back', () => {
    const dataDir = join(temporaryDir('clave-'), 'data');
    const first = loadFieldKey({ dataDir, production: false });
    const file = join(dataDir, DEV_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(parseFieldKey(readFileSync(file, 'utf8')).equals(first)).toBe(true);
    expect(loadFieldKey({ dataDir, production: false }).equals(first)).toBe(true);
  });

  it('CRD-19 in production without the variable refuses to start; the variable wins', () => {
    const dataDir = temporaryDir('clave-');
    expect(() => loadFieldKey({ dataDir, production: true })).toThrow(/FIELD_ENCRYPTION_KEY/);
    const key = randomBytes(32);
    expect(loadFieldKey({ envKey: key.toString('base64'), dataDir, production: true }).equals(key)).toBe(true);
  });

  it('19-9 in production a key file inside the data directory refuses to start, with a Spanish message; outside it, it is read', () => {
    const root = temporaryDir('clave-');
    const dataDir = join(root, 'data');
    mkdirSync(join(dataDir, 'secretos'), { recursive: true });
    const key = randomBytes(32);
    const inside = join(dataDir, 'secretos', 'clave.key');
    writeFileSync(inside, key.toString('base64'));
    expect(() => loadFieldKey({ keyFile: inside, dataDir, production: true })).toThrow(
      'FIELD_ENCRYPTION_KEY_FILE (' + inside + ') está dentro del directorio de datos',
    );
    // Named through a path that climbs out and back in, or with the variable set as well: still inside, still refused.
    expect(() => loadFieldKey({ keyFile: join(root, '..', basename(root), 'data', 'secretos', 'clave.key'), dataDir, production: true })).toThrow(
      /dentro del directorio de datos/,
    );
    expect(() => loadFieldKey({ envKey: key.toString('base64'), keyFile: inside, dataDir, production: true })).toThrow(/dentro del directorio de datos/);
    const outside = join(root, 'clave.key');
    writeFileSync(outside, key.toString('hex'));
    expect(loadFieldKey({ keyFile: outside, dataDir, production: true }).equals(key)).toBe(true);
    // Outside production the demo keeps its generated key beside the database (README: not for production).
    expect(loadFieldKey({ keyFile: inside, dataDir, production: false }).equals(key)).toBe(true);
    expect(() => loadFieldKey({ keyFile: join(root, 'no-existe.key'), dataDir, production: true })).toThrow(/No existe el archivo de la clave/);
  });
});
