import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('stores a salted scrypt hash, never the password itself', async () => {
    const stored = await hashPassword('Secreta-123');
    expect(stored).not.toContain('Secreta-123');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
  });

  it('gives two different hashes for the same password', async () => {
    const [a, b] = await Promise.all([hashPassword('misma'), hashPassword('misma')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('misma', a)).toBe(true);
    expect(await verifyPassword('misma', b)).toBe(true);
  });

  it('accepts the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('correcta');
    expect(await verifyPassword('correcta', stored)).toBe(true);
    expect(await verifyPassword('incorrecta', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
    expect(await verifyPassword('Correcta', stored)).toBe(false);
  });

  it('treats a hash with a tampered byte as not matching', async () => {
    const stored = await hashPassword('clave');
    const parts = stored.split('$');
    const hash = Buffer.from(parts[5], 'base64');
    hash[0] ^= 1;
    parts[5] = hash.toString('base64');
    expect(await verifyPassword('clave', parts.join('$'))).toBe(false);
  });

  it('answers false, without throwing, for malformed stored values', async () => {
    const malformed = [
      null,
      undefined,
      '',
      'clave',
      'scrypt$',
      'bcrypt$16384$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA==',
      'scrypt$abc$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA==',
      'scrypt$1000$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA==', // cost not a power of two
      'scrypt$1073741824$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA==', // cost beyond the bound
      'scrypt$16384$8$1$***$aGFzaGhhc2hoYXNoaGFzaA==',
      'scrypt$16384$8$1$c2FsdHNhbHRzYWx0',
    ];
    for (const stored of malformed) {
      await expect(verifyPassword('clave', stored)).resolves.toBe(false);
    }
  });

  it('keeps working for passwords with accents written in either Unicode form', async () => {
    const stored = await hashPassword('contrase\u00f1a');
    expect(await verifyPassword('contrasen\u0303a', stored)).toBe(true);
  });
});
