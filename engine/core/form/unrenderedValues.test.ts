import { describe, expect, it } from 'vitest';
import { UnrenderedValues } from './unrenderedValues';

describe('UnrenderedValues', () => {
  it('FEE-10 a change reported from the data before a computed answer keeps the answer', () => {
    const values = new UnrenderedValues();
    values.set({ importe: '10' }, { importe: '10', finalFee: '12.58' });
    // The user typed the date before the form showed the final fee: rjsf reports it without one.
    expect(values.keep({ importe: '10', fechaDesde: '2026-11-29' })).toEqual({ importe: '10', fechaDesde: '2026-11-29', finalFee: '12.58' });
  });

  it('a field the user edited after the set keeps the user’s value', () => {
    const values = new UnrenderedValues();
    values.set({ nombre: 'A' }, { nombre: 'B' });
    expect(values.keep({ nombre: 'C' })).toEqual({ nombre: 'C' });
    // Forgotten once the user wrote it: a later report of the first value is the user's too.
    expect(values.keep({ nombre: 'A' })).toEqual({ nombre: 'A' });
  });

  it('once rendered (or reported with the set value), reports are taken as they come', () => {
    const values = new UnrenderedValues();
    values.set({ finalFee: '1' }, { finalFee: '2' });
    expect(values.keep({ finalFee: '2' })).toEqual({ finalFee: '2' });
    expect(values.keep({ finalFee: '1' })).toEqual({ finalFee: '1' });
    values.set({ finalFee: '1' }, { finalFee: '3' });
    values.rendered({ finalFee: '3' });
    expect(values.keep({ finalFee: '1' })).toEqual({ finalFee: '1' });
  });

  it('a render of older data does not forget a value set after it', () => {
    const values = new UnrenderedValues();
    values.set({ importe: '10' }, { importe: '10', finalFee: '12.58' });
    // The effect of the render before the answer runs after the answer came.
    values.rendered({ importe: '1' });
    expect(values.keep({ importe: '1', fechaDesde: 'x' })).toEqual({ importe: '1', fechaDesde: 'x', finalFee: '12.58' });
    values.clear();
    expect(values.keep({ importe: '1' })).toEqual({ importe: '1' });
  });

  it('a value emptied by the form stays empty; two sets before a render keep the last', () => {
    const values = new UnrenderedValues();
    values.set({ finalFee: '12.58' }, {});
    expect(values.keep({ finalFee: '12.58', importe: '' })).toEqual({ importe: '' });
    const twice = new UnrenderedValues();
    twice.set({}, { finalFee: '1' });
    twice.set({ finalFee: '1' }, { finalFee: '2' });
    expect(twice.keep({ importe: '5' })).toEqual({ importe: '5', finalFee: '2' });
  });

  it('returns the very report when nothing waits (the form keeps its untouched subtrees)', () => {
    const values = new UnrenderedValues();
    const reported = { a: { b: 1 } };
    expect(values.keep(reported)).toBe(reported);
  });
});
