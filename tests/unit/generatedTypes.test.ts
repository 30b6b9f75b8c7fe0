import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { generatedTypes } from '../../scripts/gen-types';

describe('generated module types', () => {
  it('every schemas/<m>/<m>.d.ts is up to date (run npm run gen)', async () => {
    const generated = await generatedTypes();
    expect(generated.size).toBeGreaterThan(0);
    for (const [file, content] of generated) {
      expect(existsSync(file), `${file} no existe`).toBe(true);
      expect(readFileSync(file, 'utf8'), `${file} está desactualizado`).toBe(content);
    }
  });
});
