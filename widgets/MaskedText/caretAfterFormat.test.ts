import { describe, expect, it } from 'vitest';
import { maskRegistry } from '../../engine/core/format/masks';
import { caretAfterFormat } from './caretAfterFormat';
import { nextMaskedText } from './nextMaskedText';

const cuit = maskRegistry.get('cuit');
const moneda = maskRegistry.get('moneda');
const documento = maskRegistry.get('documento');
const telefono = maskRegistry.get('telefono');
const ruta = maskRegistry.get('ruta');

describe('caretAfterFormat', () => {
  it('keeps the caret after the same significant characters', () => {
    expect(caretAfterFormat('201', 3, '20-1')).toBe(4);
    expect(caretAfterFormat('20-129345', 6, '20-129345')).toBe(6);
    expect(caretAfterFormat('1.2345', 6, '12.345')).toBe(6);
    expect(caretAfterFormat('1.2345', 3, '12.345')).toBe(2);
    expect(caretAfterFormat('abcd', 4, 'ABC-D')).toBe(5);
    expect(caretAfterFormat('12.', 3, '12.')).toBe(3);
  });

  it('ignores characters the formatter dropped', () => {
    expect(caretAfterFormat('05', 2, '5')).toBe(1);
    expect(caretAfterFormat('AB/', 3, 'AB')).toBe(2);
    expect(caretAfterFormat('', 0, '')).toBe(0);
  });
});

describe('nextMaskedText', () => {
  it('formats while typing and places the caret', () => {
    expect(nextMaskedText(cuit, { previous: '20', typed: '201', caret: 3 })).toEqual({ text: '20-1', caret: 4, refused: false });
    expect(nextMaskedText(cuit, { previous: '20-12345', typed: '20-129345', caret: 6 })).toEqual({ text: '20-129345', caret: 6, refused: false });
  });

  it('refuses a rejected keystroke and puts the caret back', () => {
    expect(nextMaskedText(moneda, { previous: '1.23', typed: '1.234', caret: 5 })).toEqual({ text: '1.23', caret: 4, refused: true });
    expect(nextMaskedText(cuit, { previous: '20-1', typed: '20-x1', caret: 4 })).toEqual({ text: '20-1', caret: 3, refused: true });
    expect(nextMaskedText(cuit, { previous: '20-12345678-6', typed: '20-123456789-6', caret: 12 }).refused).toBe(true);
  });

  it('deleting a separator the formatter restores deletes the character beyond it', () => {
    expect(nextMaskedText(cuit, { previous: '20-1', typed: '201', caret: 2 })).toEqual({ text: '21', caret: 1, refused: false });
    expect(nextMaskedText(cuit, { previous: '20-1', typed: '201', caret: 2, inputType: 'deleteContentForward' })).toEqual({
      text: '20',
      caret: 2,
      refused: false,
    });
    expect(nextMaskedText(documento, { previous: '12.345', typed: '12345', caret: 2 })).toEqual({ text: '1.345', caret: 1, refused: false });
    // The decimal dot is not a separator: deleting it leaves the integer.
    expect(nextMaskedText(moneda, { previous: '12.', typed: '12', caret: 2 })).toEqual({ text: '12', caret: 2, refused: false });
  });

  it('leaves text as typed for masks formatted on blur', () => {
    expect(nextMaskedText(telefono, { previous: '114', typed: '1147', caret: 4 })).toEqual({ text: '1147', caret: 4, refused: false });
  });

  it('upper-cases route codes with the caret in place', () => {
    expect(nextMaskedText(ruta, { previous: 'EZE-MAD', typed: 'EZEx-MAD', caret: 4 })).toEqual({ text: 'EZE-XMA-D', caret: 5, refused: false });
  });
});
