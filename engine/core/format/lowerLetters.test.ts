import { describe, expect, it } from 'vitest';
import { lowerLetters } from './lowerLetters';
import { maskRegistry } from './masks';

describe('lowerLetters', () => {
  it('ACC-59 keeps letters only, without accents, in lower case', () => {
    expect(lowerLetters('Viaje5 Sur')).toBe('viajesur');
    expect(lowerLetters('Ñandú-Viajes')).toBe('nanduviajes');
    expect(lowerLetters(undefined)).toBe('');
  });

  it('ACC-59 the minusculas mask shows while typing exactly what it stores', () => {
    const mask = maskRegistry.get('minusculas');
    expect(mask.format('Viaje5 Sur')).toBe('viajesur');
    expect(mask.parse('Viaje5 Sur')).toBe('viajesur');
    expect(mask.formatWhileTyping).toBe(true);
  });
});
