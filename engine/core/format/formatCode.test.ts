import { describe, expect, it } from 'vitest';
import { parseCode } from './formatCode';
import { maskRegistry } from './masks';

describe('codes (SUP-05)', () => {
  it('SUP-05 upper-cases and removes non-word characters', () => {
    expect(parseCode('pta-01 sur.')).toBe('PTA01SUR');
    expect(parseCode('a_b c')).toBe('A_BC');
    expect(parseCode('Córdoba')).toBe('CORDOBA');
    expect(parseCode(1234)).toBe('1234');
    expect(parseCode(null)).toBe('');
  });

  it('SUP-05 the codigo mask stores the normalized form and shows it as stored', () => {
    const mask = maskRegistry.get('codigo');
    expect(mask.parse('ab-12')).toBe('AB12');
    expect(mask.format('AB12')).toBe('AB12');
    // Shown normalized while typing (the widget formats every keystroke).
    expect(mask.format('ab-1')).toBe('AB1');
    expect(mask.format(undefined)).toBe('');
  });
});
