import { describe, expect, it } from 'vitest';
import { columnDisplay, hasColumnDisplay, registerColumnDisplay } from './columnDisplays';
import { linkListColumns } from './linkListColumns';

const items = {
  banco: { title: 'Banco', 'x-combo': 'bancos' },
  cuenta: { title: 'Número de cuenta' },
  moneda: { title: 'Moneda', 'x-combo': 'monedas' },
  cuit: { title: 'CUIT', 'x-mask': 'cuit' },
  principal: { title: 'Principal' },
};

describe('linkListColumns', () => {
  it('without columns, every item field but principal, headed by its title', () => {
    expect(linkListColumns({}, items).map((c) => [c.key, c.label])).toEqual([
      ['banco', 'Banco'],
      ['cuenta', 'Número de cuenta'],
      ['moneda', 'Moneda'],
      ['cuit', 'CUIT'],
    ]);
  });

  it('BAC-04 a computed column shows the bank account name from cuenta and moneda', () => {
    const [nombre] = linkListColumns({ columns: [{ label: 'Nombre', display: 'bankAccountName', from: ['cuenta', 'moneda'] }] }, items);
    expect(nombre.label).toBe('Nombre');
    expect(nombre.text({ cuenta: '12345', moneda: 'usd' })).toBe('12345 - USD');
    expect(nombre.text({ cuenta: '12345' })).toBe('12345');
    expect(nombre.combo).toBeUndefined();
  });

  it('a combo column names its combo (the cell shows the description) and a masked column shows its mask', () => {
    const [banco, cuit, cuenta] = linkListColumns({ columns: ['banco', { field: 'cuit', label: 'C.U.I.T.' }, 'cuenta'] }, items);
    expect([banco.combo, banco.text({ banco: '007' })]).toEqual(['bancos', '007']);
    expect([cuit.label, cuit.text({ cuit: '20123456786' })]).toEqual(['C.U.I.T.', '20-12345678-6']);
    expect(cuenta.text({})).toBe('');
  });
});

describe('linkListColumns: quantities and documents', () => {
  it('WID-12 WID-07 WID-08 a money column is a quantity (right-aligned) and reads as the form does (1,234.50); a document reads with its mask; codes are not quantities', () => {
    const [importe, documento, banco] = linkListColumns({ columns: ['importe', 'documento', 'banco'] }, {
      importe: { title: 'Importe', 'x-mask': 'moneda' },
      documento: { title: 'Documento', 'x-display': 'documento' },
      banco: { title: 'Banco', 'x-combo': 'bancos' },
    } as never);
    expect([importe.quantity, importe.text({ importe: '8500.00' })]).toEqual([true, '8,500.00']);
    expect([documento.quantity, documento.text({ documento: '20301112220' }), documento.text({ documento: '23456789' })]).toEqual([
      false,
      '20-30111222-0',
      '23.456.789',
    ]);
    expect(banco.quantity).toBe(false);
  });
});

describe('columnDisplays', () => {
  it('registers a display once; a second registration or an unknown name throws naming it', () => {
    expect(hasColumnDisplay('bankAccountName')).toBe(true);
    registerColumnDisplay('pruebaMayusculas', (value) => String(value ?? '').toUpperCase());
    expect(columnDisplay('pruebaMayusculas')('abc')).toBe('ABC');
    expect(() => registerColumnDisplay('pruebaMayusculas', String)).toThrow(/'pruebaMayusculas' ya está registrada/);
    expect(() => columnDisplay('inexistente', '/properties/x')).toThrow(
      "La presentación de columna 'inexistente' referenciada en /properties/x no está registrada",
    );
  });
});

describe('link-list cells of dates and choices', () => {
  it('ACC-11 a date reads dd/MM/yyyy and a oneOf choice its title', () => {
    const properties = {
      desde: { type: 'string', title: 'Desde', format: 'date' },
      tipo: { type: 'string', title: 'Tipo', oneOf: [{ const: 'legal', title: 'Legal' }] },
    };
    const columns = linkListColumns({ columns: ['desde', 'tipo'] } as never, properties as never);
    expect(columns.map((c) => c.text({ desde: '2026-01-05', tipo: 'legal' }))).toEqual(['05/01/2026', 'Legal']);
  });
});
