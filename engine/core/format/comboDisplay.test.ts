import { describe, expect, it } from 'vitest';
import { comboDisplay, comboOf } from './comboDisplay';

const paises = new Map([
  ['AR', 'Argentina'],
  ['BR', 'Brasil'],
]);

describe('combo display (issue 8 defect 4)', () => {
  it("finds the combo of a field or of an array field's items", () => {
    expect(comboOf({ type: 'string', 'x-combo': 'paises' })).toBe('paises');
    expect(comboOf({ type: 'array', items: { type: 'string', 'x-combo': 'paises' } })).toBe('paises');
    expect(comboOf({ type: 'string' })).toBeUndefined();
    expect(comboOf(undefined)).toBeUndefined();
  });

  it('shows descriptions, not codes; a list joined by commas; an unknown code as itself; nothing for no value', () => {
    expect(comboDisplay('AR', paises)).toBe('Argentina');
    expect(comboDisplay(['AR', 'BR'], paises)).toBe('Argentina, Brasil');
    expect(comboDisplay('XX', paises)).toBe('XX');
    expect(comboDisplay('AR', undefined)).toBe('AR');
    expect(comboDisplay('', paises)).toBeNull();
    expect(comboDisplay([], paises)).toBeNull();
    expect(comboDisplay(null, paises)).toBeNull();
  });
});
