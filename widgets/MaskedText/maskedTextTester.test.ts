import { describe, expect, it } from 'vitest';
import { NOT_APPLICABLE } from '../../engine/core/widgetTesters';
import { maskedTextTester } from './maskedTextTester';

const ctx = { field: 'f', required: false };

describe('maskedTextTester', () => {
  it.each(['cuit', 'documento', 'telefono', 'ruta', 'moneda', 'numero', 'numeroTarjeta'])('picks x-mask %s at rank 2', (mask) => {
    expect(maskedTextTester({ type: 'string', 'x-mask': mask }, ctx)).toBe(2);
  });

  it('ignores unknown masks and unmasked fields', () => {
    expect(maskedTextTester({ type: 'string', 'x-mask': 'inexistente' }, ctx)).toBe(NOT_APPLICABLE);
    expect(maskedTextTester({ type: 'string' }, ctx)).toBe(NOT_APPLICABLE);
    expect(maskedTextTester({ type: 'string', format: 'date' }, ctx)).toBe(NOT_APPLICABLE);
  });
});
