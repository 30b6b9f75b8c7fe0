import { describe, expect, it } from 'vitest';
import { NOT_APPLICABLE, WidgetTesterRegistry } from '../../engine/core/widgetTesters';
import { maskedTextTester } from '../MaskedText/maskedTextTester';
import { cardNumberTester } from './cardNumberTester';

const ctx = { field: 'numero', required: true };

describe('cardNumberTester', () => {
  it('picks x-mask numeroTarjeta at rank 3, nothing else', () => {
    expect(cardNumberTester({ type: 'string', 'x-mask': 'numeroTarjeta' }, ctx)).toBe(3);
    expect(cardNumberTester({ type: 'string', 'x-mask': 'cuit' }, ctx)).toBe(NOT_APPLICABLE);
    expect(cardNumberTester({ type: 'string' }, ctx)).toBe(NOT_APPLICABLE);
  });

  it('outranks MaskedText for cards only', () => {
    const registry = new WidgetTesterRegistry();
    registry.register('maskedText', maskedTextTester);
    registry.register('cardNumber', cardNumberTester);
    expect(registry.pick({ type: 'string', 'x-mask': 'numeroTarjeta' }, ctx)).toBe('cardNumber');
    expect(registry.pick({ type: 'string', 'x-mask': 'cuit' }, ctx)).toBe('maskedText');
    expect(registry.pick({ type: 'string' }, ctx)).toBeUndefined();
  });
});
