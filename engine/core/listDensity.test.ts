import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_DENSITY, listDensityKey, readListDensity, toggledListDensity } from './listDensity';

describe('21 list density', () => {
  it('21 a stored density is read back; nothing or an unknown value is the default', () => {
    expect(readListDensity('compacta')).toBe('compacta');
    expect(readListDensity('normal')).toBe('normal');
    for (const raw of [null, undefined, '', 'COMPACTA', 'x']) expect(readListDensity(raw)).toBe(DEFAULT_LIST_DENSITY);
  });

  it('21 the toggle switches between the two densities', () => {
    expect(toggledListDensity('normal')).toBe('compacta');
    expect(toggledListDensity('compacta')).toBe('normal');
  });

  it('21 each user has a key of their own', () => {
    expect(listDensityKey(3)).not.toBe(listDensityKey(4));
  });
});
