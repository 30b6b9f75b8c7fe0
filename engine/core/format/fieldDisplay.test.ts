import { describe, expect, it } from 'vitest';
import { choiceDisplay, displayMaskOf, maskedDisplay } from './fieldDisplay';

describe('maskedDisplay', () => {
  it('WID-08 shows a stored CUIT with its dashes outside the widget', () => {
    expect(maskedDisplay('20123456786', { 'x-mask': 'cuit' })).toBe('20-12345678-6');
  });
  it('WID-12 21-1 reads money outside its input (lists, tabs, read-only) as the input does: 1,246.30', () => {
    expect(maskedDisplay('1246.3', { 'x-mask': 'moneda' })).toBe('1,246.30');
    expect(maskedDisplay(10593.55, { 'x-mask': 'moneda' })).toBe('10,593.55');
  });
  it('CRD keeps a card number masked unless revealed', () => {
    expect(maskedDisplay('4509953566233704', { 'x-mask': 'numeroTarjeta' })).not.toContain('9953');
    expect(maskedDisplay('4509953566233704', { 'x-mask': 'numeroTarjeta' }, { reveal: true })).toBe('4509-9535-6623-3704');
  });
  it('WID-07 WID-08 WID-OP04 a document read like a mask (x-display): a DNI with thousands dots, a CUIT/CUIL 2-8-1 with dashes', () => {
    const documento = { type: 'string', 'x-display': 'documento' };
    expect(maskedDisplay('23456789', documento)).toBe('23.456.789');
    expect(maskedDisplay('20123456786', documento)).toBe('20-12345678-6');
    expect(displayMaskOf(documento)).toBe('documento');
  });
  it('x-display leaves a value the mask would not store as it is (a passport with letters, a longer number)', () => {
    const documento = { type: 'string', 'x-display': 'documento' };
    expect(maskedDisplay('AAB123456', documento)).toBeNull();
    expect(maskedDisplay('123456789012', documento)).toBeNull();
    expect(maskedDisplay('', documento)).toBeNull();
  });
  it('leaves fields without a known mask, and empty values, to the caller', () => {
    expect(maskedDisplay('abc', {})).toBeNull();
    expect(maskedDisplay('abc', { 'x-mask': 'desconocida' })).toBeNull();
    expect(maskedDisplay('', { 'x-mask': 'cuit' })).toBeNull();
  });
});

describe('choiceDisplay', () => {
  const tipo = {
    type: 'string',
    oneOf: [
      { const: 'PAR', title: 'Persona' },
      { const: 'EMP', title: 'Empresa' },
    ],
  };
  const estado = {
    type: 'integer',
    oneOf: [
      { const: 1, title: 'Prospect' },
      { const: 2, title: 'Activa' },
    ],
  };
  it('ACC-07 ACC-08 shows the title of a oneOf choice, in lists and exports', () => {
    expect(choiceDisplay('EMP', tipo)).toBe('Empresa');
    expect(choiceDisplay(1, estado)).toBe('Prospect');
  });
  it('a value that is no choice, an empty value or a field without choices gives null', () => {
    expect(choiceDisplay('XXX', tipo)).toBeNull();
    expect(choiceDisplay('', tipo)).toBeNull();
    expect(choiceDisplay('EMP', { type: 'string' })).toBeNull();
  });
});
