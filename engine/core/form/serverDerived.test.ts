import { describe, expect, it } from 'vitest';
import { serverDerivedValues } from './derivedFields';

const schema = {
  properties: {
    nombre: { type: 'string' },
    apellido: { type: 'string' },
    mostrarNombre: { type: 'string', 'x-derived': { from: ['apellido', 'nombre'], template: '{apellido}, {nombre}' } },
    etiqueta: { type: 'string', 'x-derived': { from: ['pais'], template: '{pais}', parts: { pais: { field: 'pais', text: 'description' } } } },
  },
};

describe('serverDerivedValues', () => {
  it('CON-05 derives an empty template field from the record (the display name an API write left out)', () => {
    expect(serverDerivedValues(schema, { nombre: 'Lucía', apellido: 'Fernández' })).toEqual({ mostrarNombre: 'Fernández, Lucía' });
    expect(serverDerivedValues(schema, { nombre: 'Lucía', apellido: 'Fernández', mostrarNombre: '' })).toEqual({ mostrarNombre: 'Fernández, Lucía' });
  });

  it('keeps a value the body gives (edited by the user) and leaves derivations that need texts of the form', () => {
    expect(serverDerivedValues(schema, { nombre: 'Lucía', apellido: 'Fernández', mostrarNombre: 'Lu Fernández', pais: 'AR' })).toEqual({});
  });

  it('an empty source drops its placeholder; nothing to derive gives nothing', () => {
    expect(serverDerivedValues(schema, { apellido: 'Fernández' })).toEqual({ mostrarNombre: 'Fernández' });
    expect(serverDerivedValues(schema, {})).toEqual({});
  });
});
