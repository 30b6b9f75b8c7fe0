import { describe, expect, it } from 'vitest';
import { foreignTaxIdPreset, presetOnMainCountryChange } from './foreignTaxIdPreset';
import { mainAddressCountry } from './mainAddressCountry';

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

describe('presetOnMainCountryChange (LNK-40)', () => {
  it('presets when the main address moves abroad, not when it stays in the same country or comes home', () => {
    expect(presetOnMainCountryChange(undefined, 'UY')).toEqual({ tipoDocumento: '_3', condicionIva: '_5' });
    expect(presetOnMainCountryChange('AR', 'uy')).toEqual({ tipoDocumento: '_3', condicionIva: '_5' });
    expect(presetOnMainCountryChange('UY', 'CL')).toEqual({ tipoDocumento: '_3', condicionIva: '_5' });
    expect(presetOnMainCountryChange('UY', ' uy ')).toBeNull();
    expect(presetOnMainCountryChange('UY', 'AR')).toBeNull();
    expect(presetOnMainCountryChange('UY', undefined)).toBeNull();
  });
});

describe('mainAddressCountry (ACC-72: the principal row is the main address)', () => {
  it('reads the live principal row’s country code', () => {
    expect(mainAddressCountry([{ paisCodigo: 'AR' }, { paisCodigo: 'UY', principal: true }])).toBe('UY');
    expect(mainAddressCountry([{ paisCodigo: 'UY', principal: true, eliminar: true }, { paisCodigo: 'AR' }])).toBeUndefined();
    expect(mainAddressCountry([{ principal: true }])).toBeUndefined();
    expect(mainAddressCountry(undefined)).toBeUndefined();
  });
});
