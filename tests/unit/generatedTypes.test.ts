import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { generatedTypes } from '../../scripts/gen-types';
import { CONFIG_TYPES_FILE, generatedConfigTypes } from '../../scripts/genConfigTypes';

describe('generated module types', () => {
  it('every schemas/<m>/<m>.d.ts is up to date (run npm run gen)', async () => {
    const generated = await generatedTypes();
    expect(generated.size).toBeGreaterThan(0);
    for (const [file, content] of generated) {
      expect(existsSync(file), `${file} no existe`).toBe(true);
      expect(readFileSync(file, 'utf8'), `${file} está desactualizado`).toBe(content);
    }
  });

  it('the screen config types are what its meta-schema generates', async () => {
    const current = existsSync(CONFIG_TYPES_FILE) ? readFileSync(CONFIG_TYPES_FILE, 'utf8') : '';
    expect(current, `${CONFIG_TYPES_FILE} no es lo que genera engine/core/screenConfigSchema.ts: ejecute npm run gen`).toBe(await generatedConfigTypes());
  });
});
