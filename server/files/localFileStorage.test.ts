import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from './localFileStorage';

const root = mkdtempSync(join(tmpdir(), 'almacen-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local file storage (the storage port’s embedded adapter)', () => {
  const storage = createLocalFileStorage(root);

  it('puts, gets and deletes bytes under a server-chosen key', async () => {
    await storage.put('general/0b5e3a52-7d1f-4c55-9a0e-2f8a3c1d9e77.txt', new TextEncoder().encode('hola'));
    expect(await text((await storage.get('general/0b5e3a52-7d1f-4c55-9a0e-2f8a3c1d9e77.txt'))!)).toBe('hola');
    expect(readdirSync(join(root, 'general'))).toEqual(['0b5e3a52-7d1f-4c55-9a0e-2f8a3c1d9e77.txt']);
    await storage.delete('general/0b5e3a52-7d1f-4c55-9a0e-2f8a3c1d9e77.txt');
    await storage.delete('general/0b5e3a52-7d1f-4c55-9a0e-2f8a3c1d9e77.txt');
    expect(await storage.get('general/0b5e3a52-7d1f-4c55-9a0e-2f8a3c1d9e77.txt')).toBeNull();
  });

  it('refuses keys that could leave its directory', async () => {
    for (const key of ['../fuera.txt', '/etc/passwd', 'general/../../x.txt', 'general\\x.txt', 'General/x.txt', '']) {
      await expect(storage.put(key, new Uint8Array([1]))).rejects.toThrow('Clave de almacenamiento inválida');
      await expect(storage.get(key)).rejects.toThrow('Clave de almacenamiento inválida');
    }
  });

  it('leaves no partial file when a put fails', async () => {
    // A directory where the file should go makes the final rename fail after the bytes were written.
    mkdirSync(join(root, 'bloqueada', 'ocupado.pdf'), { recursive: true });
    await expect(storage.put('bloqueada/ocupado.pdf', new Uint8Array([1, 2, 3]))).rejects.toThrow();
    expect(readdirSync(join(root, 'bloqueada'))).toEqual(['ocupado.pdf']);
  });
});
