import { describe, expect, it } from 'vitest';
import { NOT_APPLICABLE } from '../../engine/core/widgetTesters';
import { multiSelectTester } from './multiSelectTester';
import { selectionLabel, toggleCode } from './selectionLabel';

const ctx = { field: 'canales', required: false };

describe('selectionLabel (WID-20, CST-76, WID-OP02)', () => {
  it('Seleccionar when empty, the option when alone, {n} seleccionados, Todos when all', () => {
    expect(selectionLabel(0, 3)).toBe('Seleccionar');
    expect(selectionLabel(1, 3, 'Web')).toBe('Web');
    expect(selectionLabel(2, 3)).toBe('2 seleccionados');
    expect(selectionLabel(3, 3)).toBe('Todos');
    expect(selectionLabel(1, 1, 'Web')).toBe('Web');
  });

  it('toggles codes keeping the combo order', () => {
    const order = ['WEB', 'TEL', 'MOS'];
    expect(toggleCode([], 'MOS', order)).toEqual(['MOS']);
    expect(toggleCode(['MOS'], 'WEB', order)).toEqual(['WEB', 'MOS']);
    expect(toggleCode(['WEB', 'MOS'], 'WEB', order)).toEqual(['MOS']);
  });
});

describe('multiSelectTester', () => {
  it('ranks 3 for arrays with x-combo on the array or on its items', () => {
    expect(multiSelectTester({ type: 'array', 'x-combo': 'canales', items: { type: 'string' } }, ctx)).toBe(3);
    expect(multiSelectTester({ type: 'array', items: { type: 'string', 'x-combo': 'canales' } }, ctx)).toBe(3);
  });

  it('does not apply to scalars or arrays without a combo', () => {
    expect(multiSelectTester({ type: 'string', 'x-combo': 'canales' }, ctx)).toBe(NOT_APPLICABLE);
    expect(multiSelectTester({ type: 'array', items: { type: 'string' } }, ctx)).toBe(NOT_APPLICABLE);
  });
});
