import { describe, expect, it } from 'vitest';
import { foreignTaxIdPreset } from './foreignTaxIdPreset';

describe('foreignTaxIdPreset (ACC-72, LNK-40, CST-38)', () => {
  it('ACC-72 presets tipoDocumento _3 and condicionIva _5 for a main address outside AR', () => {
    expect(foreignTaxIdPreset('UY')).toEqual({ tipoDocumento: '_3', condicionIva: '_5' });
    expect(foreignTaxIdPreset('us')).toEqual({ tipoDocumento: '_3', condicionIva: '_5' });
  });

  it('CST-39 gives no preset for Argentina or an unknown country', () => {
    expect(foreignTaxIdPreset('AR')).toBeNull();
    expect(foreignTaxIdPreset(' ar ')).toBeNull();
    expect(foreignTaxIdPreset('')).toBeNull();
    expect(foreignTaxIdPreset(undefined)).toBeNull();
    expect(foreignTaxIdPreset('Uruguay')).toBeNull();
  });
});
