import { describe, expect, it } from 'vitest';
import { maskedDisplay } from './fieldDisplay';

describe('maskedDisplay', () => {
  it('WID-08 shows a stored CUIT with its dashes outside the widget', () => {
    expect(maskedDisplay('20123456786', { 'x-mask': 'cuit' })).toBe('20-12345678-6');
  });
  it('CRD keeps a card number masked unless revealed', () => {
    expect(maskedDisplay('4509953566233704', { 'x-mask': 'tarjeta' })).not.toContain('9953');
    expect(maskedDisplay('4509953566233704', { 'x-mask': 'tarjeta' }, { reveal: true })).toBe('4509-9535-6623-3704');
  });
  it('leaves fields without a known mask, and empty values, to the caller', () => {
    expect(maskedDisplay('abc', {})).toBeNull();
    expect(maskedDisplay('abc', { 'x-mask': 'desconocida' })).toBeNull();
    expect(maskedDisplay('', { 'x-mask': 'cuit' })).toBeNull();
  });
});
