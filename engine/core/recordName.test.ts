import { describe, expect, it } from 'vitest';
import { recordNameField } from './recordName';

const links = {
  cuenta: {
    module: 'cuenta',
    columns: [
      { field: 'mostrarNombre', label: 'Nombre' },
      { field: 'documento', label: 'Documento' },
    ],
  },
} as never;

describe('recordNameField (the name beside a form title)', () => {
  it('is the first column of the link kind that searches the module: an account by its display name, not its first search field', () => {
    expect(recordNameField({ links }, 'cuenta', { searchFields: ['nombre', 'mostrarNombre'], schema: { properties: {} } })).toBe('mostrarNombre');
  });

  it('else the first searchable field derived from others (a passenger as "Suárez, Marta", not "Marta")', () => {
    const schema = { properties: { nombre: {}, apellido: {}, mostrarNombre: { 'x-derived': { from: ['apellido', 'nombre'] } } } };
    expect(recordNameField({ links }, 'contactooportunidad', { searchFields: ['nombre', 'apellido', 'mostrarNombre'], schema })).toBe('mostrarNombre');
  });

  it('else the first searchable field, or none', () => {
    expect(recordNameField({ links }, 'nota', { searchFields: ['nombre'], schema: { properties: { nombre: {} } } })).toBe('nombre');
    expect(recordNameField({}, 'x', { searchFields: [], schema: {} })).toBeUndefined();
  });
});
