import { describe, expect, it } from 'vitest';
import { NOT_APPLICABLE, WidgetTesterRegistry } from '../../engine/core/widgetTesters';
import { dateInputTester } from '../DateInput/dateInputTester';
import { dateRangeTester } from '../DateRange/dateRangeTester';
import { multiSelectTester } from '../MultiSelect/multiSelectTester';
import { comboSelectTester } from './comboSelectTester';
import { comboOf } from './useLookupOptions';

const ctx = { field: 'pais', required: false };

describe('comboSelectTester', () => {
  it('ranks 3 for a string with x-combo, and not for other fields', () => {
    expect(comboSelectTester({ type: 'string', 'x-combo': 'paises' }, ctx)).toBe(3);
    expect(comboSelectTester({ type: 'string' }, ctx)).toBe(NOT_APPLICABLE);
    expect(comboSelectTester({ type: 'array', 'x-combo': 'paises' }, ctx)).toBe(NOT_APPLICABLE);
  });

  it('annotations pick the picking widgets among each other', () => {
    const registry = new WidgetTesterRegistry();
    registry.register('DateInput', dateInputTester);
    registry.register('DateRange', dateRangeTester);
    registry.register('ComboSelect', comboSelectTester);
    registry.register('MultiSelect', multiSelectTester);
    expect(registry.pick({ type: 'string', format: 'date' }, ctx)).toBe('DateInput');
    expect(registry.pick({ type: 'object', 'x-widget': 'dateRange' }, ctx)).toBe('DateRange');
    expect(registry.pick({ type: 'string', 'x-combo': 'paises' }, ctx)).toBe('ComboSelect');
    expect(registry.pick({ type: 'array', 'x-combo': 'paises' }, ctx)).toBe('MultiSelect');
    // A combo wins over a date format: the field's values come from the lookup.
    expect(registry.pick({ type: 'string', format: 'date', 'x-combo': 'fechas' }, ctx)).toBe('ComboSelect');
  });

  it('comboOf reads x-combo from the field or its items and fails loudly without one', () => {
    expect(comboOf({ 'x-combo': 'paises' })).toBe('paises');
    expect(comboOf({ items: { 'x-combo': 'canales' } })).toBe('canales');
    expect(() => comboOf({})).toThrow('x-combo');
  });
});
