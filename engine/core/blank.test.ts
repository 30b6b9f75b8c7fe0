import { describe, expect, it } from 'vitest';
import { isBlank, isEmpty } from './blank';
import { valueAt } from './valueAt';

describe('isEmpty / isBlank', () => {
  it('isEmpty is undefined, null or the empty string; spaces, 0 and false are values', () => {
    for (const value of [undefined, null, '']) expect(isEmpty(value)).toBe(true);
    for (const value of [' ', 0, false, [], {}]) expect(isEmpty(value)).toBe(false);
  });

  it('isBlank also counts a text of only spaces', () => {
    for (const value of [undefined, null, '', '   ', '\t\n']) expect(isBlank(value)).toBe(true);
    for (const value of [' a ', 0, false]) expect(isBlank(value)).toBe(false);
  });
});

describe('valueAt', () => {
  it('reads a dotted path and stops where the record has no object', () => {
    const record = { domicilio: { calle: 'Mitre' }, cuit: '20-1', nada: null };
    expect(valueAt(record, 'domicilio.calle')).toBe('Mitre');
    expect(valueAt(record, 'cuit')).toBe('20-1');
    expect(valueAt(record, 'cuit.x')).toBeUndefined();
    expect(valueAt(record, 'nada.x')).toBeUndefined();
    expect(valueAt(record, 'falta.x')).toBeUndefined();
  });
});
