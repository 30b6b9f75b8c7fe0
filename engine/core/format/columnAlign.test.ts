import { describe, expect, it } from 'vitest';
import { isQuantityColumn, quantityClass } from './columnAlign';

describe('isQuantityColumn', () => {
  it('WID-12 FEE money and numbers are quantities (right-aligned): a money or number mask, a plain number', () => {
    expect(isQuantityColumn({ type: 'string', 'x-mask': 'moneda' })).toBe(true);
    expect(isQuantityColumn({ type: 'string', 'x-mask': 'numero' })).toBe(true);
    expect(isQuantityColumn({ type: 'number' })).toBe(true);
    expect(isQuantityColumn({ type: ['integer', 'null'] })).toBe(true);
    expect(quantityClass({ type: 'string', 'x-mask': 'moneda' })).toBe('bo-cell-quantity');
  });
  it('codes are not: a link, a combo, a choice, an enum, a text mask (CUIT, card), text', () => {
    expect(isQuantityColumn({ type: 'integer', 'x-link': { kind: 'cuenta' } })).toBe(false);
    expect(isQuantityColumn({ type: 'integer', 'x-combo': 'paises' })).toBe(false);
    expect(isQuantityColumn({ type: 'integer', oneOf: [{ const: 1, title: 'Prospect' }] })).toBe(false);
    expect(isQuantityColumn({ type: 'integer', enum: [1, 2] })).toBe(false);
    expect(isQuantityColumn({ type: 'string', 'x-mask': 'cuit' })).toBe(false);
    expect(isQuantityColumn({ type: 'string' })).toBe(false);
    expect(isQuantityColumn(undefined)).toBe(false);
    expect(quantityClass({ type: 'string' })).toBeUndefined();
  });
});
