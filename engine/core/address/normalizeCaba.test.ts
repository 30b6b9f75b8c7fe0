import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CABA_NAME, isCaba, normalizeCaba, normalizeCabaMentions } from './normalizeCaba';

describe('normalizeCaba (LNK-39, CST-41)', () => {
  it('LNK-39 stores CABA, Capital Federal and Ciudad (Autónoma) de Buenos Aires as `Ciudad Autónoma de Buenos Aires`', () => {
    for (const name of [
      'CABA',
      'caba',
      'C.A.B.A.',
      'Capital Federal',
      'Ciudad de Buenos Aires',
      'Ciudad Autónoma de Buenos Aires',
      'Ciudad Autonoma de Buenos Aires',
      'Autonomous City of Buenos Aires',
    ]) {
      expect(normalizeCaba(name)).toBe('Ciudad Autónoma de Buenos Aires');
    }
    expect(CABA_NAME).toBe('Ciudad Autónoma de Buenos Aires');
  });

  it('leaves the province of Buenos Aires and other places alone', () => {
    expect(normalizeCaba('Buenos Aires')).toBe('Buenos Aires');
    expect(normalizeCaba('Cabana')).toBe('Cabana');
    expect(normalizeCaba(undefined)).toBeUndefined();
    expect(isCaba('Mendoza')).toBe(false);
  });

  it('rewrites CABA mentions inside a formatted address', () => {
    expect(normalizeCabaMentions('Av. Corrientes 1234, C1043AAZ CABA, Argentina')).toBe(
      'Av. Corrientes 1234, C1043AAZ Ciudad Autónoma de Buenos Aires, Argentina',
    );
    expect(normalizeCabaMentions('Florida 1, Ciudad Autónoma de Buenos Aires, Argentina')).toBe('Florida 1, Ciudad Autónoma de Buenos Aires, Argentina');
    expect(normalizeCabaMentions('Florida 1, Ciudad Autonoma de Buenos Aires, Argentina')).toBe('Florida 1, Ciudad Autónoma de Buenos Aires, Argentina');
    expect(normalizeCabaMentions('Cabaña 12, Cabana, Perú')).toBe('Cabaña 12, Cabana, Perú');
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (text) => normalizeCaba(normalizeCaba(text)) === normalizeCaba(text)));
    fc.assert(fc.property(fc.string(), (text) => normalizeCabaMentions(normalizeCabaMentions(text)) === normalizeCabaMentions(text)));
  });
});
